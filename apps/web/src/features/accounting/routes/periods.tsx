import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { closeChecks, mayManageAccounting, type AccountingPeriod, type CloseRun } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { NoticeAlert, ScreenHeader, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useClosePeriod } from '../api/close-period'
import { isClosing, usePeriods } from '../api/get-periods'
import { accountingKeys } from '../api/keys'
import { usePeriodPackages } from '../api/period-packages'
import { PeriodPackages } from '../components/period-packages'

type Refusal = Record<string, string[]> | null | undefined

/** The checks a refusal named (one entry per failing check, in the 409 when asked or on the run when judged). */
const failingChecks = (errors: Refusal) => closeChecks.filter((check) => errors?.[check] !== undefined)

/** The SAT files a refused close found invalid (`sat_files.<file>` entries), by their names. */
const invalidFiles = (errors: Refusal): string[] =>
  Object.keys(errors ?? {})
    .filter((key) => key.startsWith('sat_files.'))
    .map((key) => key.slice('sat_files.'.length))

const errorsOf = (error: unknown): Refusal => (error instanceof HttpError ? error.body?.errors : null)

/**
 * /apps/contabilidad/cierre (read accounting): the months of the books with their checklist; manage accounting
 * asks for a month's close, which runs as a job (queued, then running: the checks, the package and the lock):
 * the screen follows the run and says how it ended, naming what failed.
 */
export function Component() {
  const { t } = useTranslation('accounting')
  const { callText } = useErrorText('accounting')
  const client = useQueryClient()
  const periods = usePeriods()
  const packages = usePeriodPackages()
  const close = useClosePeriod()
  const notice = useListNotice()
  const { rules } = useSession()
  const mayClose = mayManageAccounting(rules)
  const [asked, setAsked] = useState<AccountingPeriod | null>(null)
  /** The month whose close this person asked for, followed until its run ends. */
  const [watching, setWatching] = useState<string | null>(null)
  const label = t('periods.table')

  /** Words for a refusal: the failing checks, else the error's own text, and the invalid files by name. */
  const refusalText = (period: string, errors: Refusal, fallback: string) => {
    const failing = failingChecks(errors)
    const files = invalidFiles(errors)
    const refusal =
      failing.length > 0
        ? t('periods.refused', { period, checks: failing.map((check) => t(`checks.${check}`)).join('; ') })
        : fallback
    return files.length > 0 ? `${refusal} ${t('periods.invalidFiles', { files: files.join(', ') })}` : refusal
  }

  const watchedRun = periods.data?.items.find((item) => item.period === watching)?.closeRun
  useEffect(() => {
    if (!watching || !watchedRun || isClosing({ closeRun: watchedRun })) return
    setWatching(null)
    if (watchedRun.status === 'succeeded') {
      notice.show(t('periods.closed', { period: watching }))
      // The month's package and every report of the month are read again.
      void client.invalidateQueries({ queryKey: accountingKeys.all })
    } else notice.show(refusalText(watching, watchedRun.errors, t('periods.runFailed')), 'error')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the followed run matters
  }, [watching, watchedRun?.status])

  const confirm = () => {
    if (!asked) return
    const period = asked.period
    close.mutate(period, {
      onSuccess: () => {
        setAsked(null)
        setWatching(period)
        notice.show(t('periods.queued', { period }))
      },
      onError: (error) => {
        setAsked(null)
        notice.show(refusalText(period, errorsOf(error), callText(error)), 'error')
      },
    })
  }

  /** The latest run under the month's status: under way (with a bar), or refused with what failed. */
  const runNote = (period: AccountingPeriod, run: CloseRun | null) => {
    if (!run || period.status === 'closed' || run.status === 'succeeded') return null
    if (isClosing(period))
      return (
        <Box sx={{ mt: 0.5, minWidth: 120 }}>
          <Typography variant="caption">{t(`periods.run.${run.status}`)}</Typography>
          <LinearProgress aria-label={t(`periods.run.${run.status}`)} />
        </Box>
      )
    return (
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {refusalText(period.period, run.errors, t('periods.runFailed'))}
      </Typography>
    )
  }

  return (
    <>
      <ScreenHeader title={t('periods.title')} subtitle={t('periods.subtitle')} />
      <NoticeAlert notice={notice} />
      {periods.isPending && <LinearProgress aria-label={t('loading')} />}
      {periods.isError && <Alert severity="error">{callText(periods.error)}</Alert>}
      {periods.data && (
        <Card>
          <TableContainer tabIndex={0} role="region" aria-label={label}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('periods.period')}</TableCell>
                  <TableCell>{t('periods.status')}</TableCell>
                  <TableCell>{t('periods.checklist')}</TableCell>
                  <TableCell>{t('periods.closedBy')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {periods.data.items.map((period) => (
                  <TableRow key={period.period}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{period.period}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        // Open outlined, closed filled, both in the text colour (a coloured small chip fails contrast).
                        variant={period.status === 'closed' ? 'filled' : 'outlined'}
                        label={t(`statuses.${period.status}`)}
                      />
                      {runNote(period, period.closeRun)}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {period.checklist.map((item) => (
                          <Chip
                            key={item.check}
                            size="small"
                            variant="outlined"
                            // The mark says pass or fail; the words stay in the text colour (contrast).
                            icon={
                              item.ok ? (
                                <CheckCircleOutline color="success" aria-hidden />
                              ) : (
                                <ErrorOutline color="warning" aria-hidden />
                              )
                            }
                            label={`${t(`checks.${item.check}`)} · ${item.ok ? t('periods.checkOk') : t('periods.checkPending')}`}
                          />
                        ))}
                      </Box>
                    </TableCell>
                    <TableCell>{period.closedBy ?? '—'}</TableCell>
                    <TableCell align="right">
                      {mayClose && period.status === 'open' && !isClosing(period) && (
                        <Button
                          size="small"
                          onClick={() => setAsked(period)}
                          aria-label={t('periods.closeOf', { period: period.period })}
                        >
                          {t('periods.close')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {packages.isError && <Alert severity="error">{callText(packages.error)}</Alert>}
      {packages.data && (
        <PeriodPackages
          packages={packages.data.items}
          mayManage={mayClose}
          onFailed={(error) => notice.show(callText(error), 'error')}
          onStored={(period) => notice.show(t('packages.complemented', { period }))}
        />
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('periods.confirmTitle', { period: asked?.period ?? '' })}
        text={t('periods.confirmText')}
        confirmLabel={t('periods.close')}
        busy={close.isPending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </>
  )
}
