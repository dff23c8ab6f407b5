import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'

interface ReportFrameProps {
  title: string
  subtitle: string
  /** The report's day fields. */
  dates: ReactNode
  query: { isFetching: boolean; isError: boolean; error: unknown }
  children: ReactNode
}

/** A report screen of the books: its title, its dates, a progress line while it loads, its error, its card. */
export function ReportFrame({ title, subtitle, dates, query, children }: ReportFrameProps) {
  const { t } = useTranslation('accounting')
  const { callText } = useErrorText('accounting')
  return (
    <>
      <ScreenHeader title={title} subtitle={subtitle} />
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {dates}
        </Stack>
        <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('loading')} />}</Box>
        {query.isError && <Alert severity="error">{callText(query.error)}</Alert>}
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
      </Stack>
    </>
  )
}
