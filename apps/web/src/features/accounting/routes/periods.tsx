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
import { closeChecks, mayManageAccounting, type AccountingPeriod, type CloseCheck } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { NoticeAlert, ScreenHeader, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useClosePeriod } from '../api/close-period'
import { usePeriods } from '../api/get-periods'
import { usePeriodPackages } from '../api/period-packages'
import { PeriodPackages } from '../components/period-packages'

/** The checks a refused close named (409 period_not_closable: one error entry per failing check). */
const failingChecks = (error: unknown): CloseCheck[] =>
  error instanceof HttpError ? closeChecks.filter((check) => error.body?.errors?.[check] !== undefined) : []

/** The SAT files a refused close found invalid (`sat_files.<file>` entries), by their names. */
const invalidFiles = (error: unknown): string[] =>
  error instanceof HttpError
    ? Object.keys(error.body?.errors ?? {})
        .filter((key) => key.startsWith('sat_files.'))
        .map((key) => key.slice('sat_files.'.length))
    : []

/**
 * /apps/contabilidad/cierre (read accounting): the months of the books with their checklist; manage accounting
 * closes a month whose checks pass (the server judges again and names what fails).
 */
export function Component() {
  const { t } = useTranslation('accounting')
  const { callText } = useErrorText('accounting')
  const periods = usePeriods()
  const packages = usePeriodPackages()
  const close = useClosePeriod()
  const notice = useListNotice()
  const { rules } = useSession()
  const mayClose = mayManageAccounting(rules)
  const [asked, setAsked] = useState<AccountingPeriod | null>(null)
  const label = t('periods.table')

  const confirm = () => {
    if (!asked) return
    const period = asked.period
    close.mutate(period, {
      onSuccess: () => {
        setAsked(null)
        notice.show(t('periods.closed', { period }))
      },
      onError: (error) => {
        setAsked(null)
        const failing = failingChecks(error)
        const files = invalidFiles(error)
        const refusal =
          failing.length > 0
            ? t('periods.refused', {
                period,
                checks: failing.map((check) => t(`checks.${check}`)).join('; '),
              })
            : callText(error)
        // Which SAT files failed (their own names), so the accountant knows where to look.
        notice.show(
          files.length > 0 ? `${refusal} ${t('periods.invalidFiles', { files: files.join(', ') })}` : refusal,
          'error',
        )
      },
    })
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
                      {mayClose && period.status === 'open' && (
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
          onFailed={(error) => notice.show(callText(error), 'error')}
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
