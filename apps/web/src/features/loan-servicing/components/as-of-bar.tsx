import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { FilterDate } from '../../../components/list-screen'
import { formatDate } from '../../../lib/format'
import { asOfParam } from './as-of'

/** While the figures are of another day than today: which day, and the way back to today. */
export function AsOfBanner(props: { value: string; today: string; onReset: () => void }) {
  const { t, i18n } = useTranslation('loanServicing')
  if (!asOfParam(props.value, props.today)) return null
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={props.onReset}>
          {t('loanServicing.asOf.reset')}
        </Button>
      }
    >
      {t('loanServicing.asOf.banner', { date: formatDate(props.value, i18n.language) })}
    </Alert>
  )
}

/** The loan page's "as of" date (issue 33): the kit's date field, and the banner while it is not today. */
export function AsOfBar(props: {
  id: string
  value: string
  today: string
  onChange: (date: string) => void
}) {
  const { t } = useTranslation('loanServicing')
  return (
    <Stack spacing={1.5}>
      <FilterDate
        id={props.id}
        label={t('loanServicing.asOf.label')}
        value={props.value}
        onChange={(date) => props.onChange(date || props.today)}
        minWidth={200}
      />
      <AsOfBanner value={props.value} today={props.today} onReset={() => props.onChange(props.today)} />
    </Stack>
  )
}
