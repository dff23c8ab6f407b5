import Add from '@mui/icons-material/Add'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  businessCalendarEditor,
  businessToday,
  rulesAllow,
  type CalendarAdjustmentKind,
  type CalendarDay,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate } from '../../../lib/format'
import { useSession } from '../../../lib/use-session'
import { useUndoAdjustment } from '../api/adjust-calendar'
import { useCalendarYear } from '../api/get-calendar-year'
import { AdjustmentDialog } from '../components/adjustment-dialog'
import { CalendarDaysTable } from '../components/calendar-days-table'
import { yearOf } from '../components/calendar-year'

/**
 * /apps/business-calendar (read Admin; changes manage Admin, as the API): a year's non-business days, Mexico's
 * official and bank holidays computed by law (LFT art. 74, the CNBV's calendar) and the administrator's
 * changes, each with its reason. Loans opened afterwards move their due dates by it (issue 33).
 */
export function Component() {
  const { t, i18n } = useTranslation('businessCalendar')
  const { callText } = useErrorText('businessCalendar')
  const { rules } = useSession()
  const editable = rulesAllow(rules, businessCalendarEditor)
  const [searchParams, setSearchParams] = useSearchParams()
  const today = businessToday()
  const year = yearOf(searchParams.get('year'), today)
  const calendar = useCalendarYear(year)
  const undo = useUndoAdjustment()
  const [adjusting, setAdjusting] = useState<{ kind: CalendarAdjustmentKind; date: string } | null>(null)
  const [undoing, setUndoing] = useState<CalendarDay | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const showYear = (next: number) => setSearchParams({ year: String(next) }, { replace: true })
  const day = (date: string) => formatDate(date, i18n.language)

  return (
    <>
      <ScreenHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          editable && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() =>
                setAdjusting({
                  kind: 'added',
                  date: year === Number(today.slice(0, 4)) ? today : `${year}-01-01`,
                })
              }
            >
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <IconButton
                aria-label={t('year.previous')}
                onClick={() => showYear(year - 1)}
                disabled={year <= 2000}
              >
                <ChevronLeft sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
              </IconButton>
              <Typography variant="h5" component="h2" aria-live="polite">
                {t('year.title', { year })}
              </Typography>
              <IconButton
                aria-label={t('year.next')}
                onClick={() => showYear(year + 1)}
                disabled={year >= 2100}
              >
                <ChevronRight sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
              </IconButton>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('explain')}
            </Typography>
            {notice && (
              <Alert severity="success" role="status" onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            {calendar.isPending && <LinearProgress aria-label={t('loading')} />}
            {calendar.isError && <Alert severity="error">{callText(calendar.error)}</Alert>}
            {calendar.data && (
              <CalendarDaysTable
                days={calendar.data.days}
                editable={editable}
                onWork={(picked) => setAdjusting({ kind: 'removed', date: picked.date })}
                onUndo={(picked) => {
                  undo.reset()
                  setUndoing(picked)
                }}
              />
            )}
          </Stack>
        </CardContent>
      </Card>
      {adjusting && (
        <AdjustmentDialog
          kind={adjusting.kind}
          date={adjusting.date}
          onClose={() => setAdjusting(null)}
          onSaved={(date) => {
            setNotice(t(`notice.${adjusting.kind}`, { date: day(date) }))
            setAdjusting(null)
            const savedYear = Number(date.slice(0, 4))
            if (savedYear !== year) showYear(savedYear)
          }}
        />
      )}
      {undoing && (
        <ConfirmDialog
          open
          title={t('undo.title', { date: day(undoing.date) })}
          text={t(`undo.text.${undoing.source === 'added' ? 'added' : 'removed'}`)}
          confirmLabel={t('actions.undo')}
          busy={undo.isPending}
          error={undo.isError ? callText(undo.error) : null}
          onClose={() => setUndoing(null)}
          onConfirm={() =>
            undo.mutate(undoing.date, {
              onSuccess: () => {
                setNotice(t('notice.undone', { date: day(undoing.date) }))
                setUndoing(null)
              },
            })
          }
        />
      )}
    </>
  )
}
