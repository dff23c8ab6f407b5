import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { isWorkingStage, rulesAllow, type AutomatedCheck, type CheckStatus } from '@mesa/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../../lib/error-text'
import { useSession } from '../../../../lib/use-session'
import { applicationKeys } from '../../../../lib/application-file'
import type { ApplicationFile } from '../../../../lib/application-file'
import { formatDateTime } from '../../../../lib/format'
import { useRunChecks } from '../api/change-checks'
import { useChecks } from '../api/get-checks'
import { FindingList } from './finding-list'
import { OverrideDialog } from './override-dialog'

const statusColor: Record<CheckStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'info',
  running: 'info',
  passed: 'success',
  failed: 'error',
  needs_review: 'warning',
  error: 'error',
  not_available: 'default',
}

const unfinished = (check: AutomatedCheck) => check.status === 'pending' || check.status === 'running'
/** Pending until what it reads is there (the bureau report, the checks it sums up): not running. */
const waiting = (check: AutomatedCheck) => check.status === 'pending' && check.waitingFor !== null

/** The twelve automated checks: status, evidence, times; re-run one or all; override a failure with a reason. */
export function ChecksPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('applications')
  const errorText = useErrorText('applications')
  const { rules } = useSession()
  const queryClient = useQueryClient()
  const checks = useChecks(application.origin, application.id)
  const run = useRunChecks()
  const [overriding, setOverriding] = useState<AutomatedCheck | null>(null)
  const mayWork =
    rulesAllow(rules, { action: 'update', subject: 'analysis' }) && isWorkingStage(application.stage)
  const anyUnfinished = checks.data?.checks.some(unfinished) ?? false
  const wasUnfinished = useRef(anyUnfinished)
  useEffect(() => {
    // When the last check finishes, the file's análisis gates may have opened: refetch it.
    if (wasUnfinished.current && !anyUnfinished)
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.item(application.origin, application.id),
        exact: true,
      })
    wasUnfinished.current = anyUnfinished
  }, [anyUnfinished, queryClient, application.origin, application.id])

  if (checks.isPending) return <LinearProgress aria-label={t('analysis.checks.loading')} />
  if (checks.isError) return <Alert severity="error">{t('problems.generic')}</Alert>
  const list = checks.data.checks
  const running = list.filter((check) => unfinished(check) && !waiting(check)).length
  const waitingBureau = list.filter((check) => waiting(check) && check.waitingFor === 'bureau_report').length
  const rerun = (check?: AutomatedCheck['name']) =>
    run.mutate({ origin: application.origin, id: application.id, ...(check ? { check } : {}) })
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }} data-testid="checks-progress">
          {running > 0
            ? t('analysis.checks.running', { count: running })
            : waitingBureau > 0
              ? t('analysis.checks.waitingBureau', { count: waitingBureau })
              : anyUnfinished
                ? t('analysis.checks.running', { count: list.filter(unfinished).length })
                : list.length === 0
                  ? t('analysis.checks.none')
                  : t('analysis.checks.finished')}
        </Typography>
        {mayWork && (
          <Button variant="outlined" onClick={() => rerun()} disabled={run.isPending}>
            {t('analysis.checks.runAll')}
          </Button>
        )}
      </Box>
      {running > 0 && <LinearProgress aria-label={t('analysis.checks.loading')} />}
      {run.isError && <Alert severity="error">{errorText.callText(run.error)}</Alert>}
      {list.map((check) => (
        <Paper
          key={check.name}
          variant="outlined"
          sx={{ p: 2 }}
          data-testid={`check-${check.name}`}
          component="section"
          aria-label={t(`analysis.checkNames.${check.name}`)}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 180 }}>
              {t(`analysis.checkNames.${check.name}`)}
            </Typography>
            <Chip
              size="small"
              color={statusColor[check.status]}
              variant={waiting(check) ? 'outlined' : 'filled'}
              label={t(waiting(check) ? 'analysis.checks.waiting' : `analysis.statuses.${check.status}`)}
              data-testid="check-status"
            />
            {check.override && (
              <Chip size="small" variant="outlined" color="success" label={t('analysis.checks.overridden')} />
            )}
            {mayWork && !unfinished(check) && (
              <Button size="small" onClick={() => rerun(check.name)} disabled={run.isPending}>
                {t('analysis.checks.rerun')}
              </Button>
            )}
            {mayWork && (check.status === 'failed' || check.status === 'error') && !check.override && (
              <Button size="small" color="warning" variant="outlined" onClick={() => setOverriding(check)}>
                {t('analysis.checks.override')}
              </Button>
            )}
          </Box>
          {check.waitingFor && (
            <Typography variant="body2" color="text.secondary" data-testid="check-waiting">
              {t(`analysis.checks.waitingFor.${check.waitingFor}`)}
            </Typography>
          )}
          {check.finishedAt && (
            <Typography variant="caption" color="text.secondary">
              {t('analysis.checks.finishedAt', { date: formatDateTime(check.finishedAt, i18n.language) })}
            </Typography>
          )}
          <FindingList findings={check.findings} />
          {check.override && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('analysis.checks.overrideBy', {
                name: check.override.by?.fullName ?? t('history.system'),
                date: formatDateTime(check.override.at, i18n.language),
                reason: check.override.reason,
              })}
            </Alert>
          )}
        </Paper>
      ))}
      {overriding && (
        <OverrideDialog application={application} check={overriding} onClose={() => setOverriding(null)} />
      )}
    </Stack>
  )
}
