import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { insurerNames, mayWorkPoliza, type Policy } from '@mesa/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import { useIssuePolicy } from '../api/issue-policy'
import { CancelPolicyDialog } from './cancel-policy-dialog'
import { CoveragesTable } from './coverages-table'
import { formatDate, formatMoney } from '../../../lib/format'
import { PolicyStatusChip } from './policy-status-chip'
import { PremiumBreakdown } from './premium-breakdown'
import { SandboxChip } from './sandbox-chip'

/** The policy (spec common/PolicySummary): number, term, premium, coverages, beneficiary; issue and cancel. */
export function PolicySummary({ policy, readOnly = false }: { policy: Policy; readOnly?: boolean }) {
  const { t, i18n } = useTranslation('insurance')
  const { callText } = useErrorText('insurance')
  const { rules } = useSession()
  const issue = useIssuePolicy()
  const [cancelling, setCancelling] = useState(false)
  const mayWork = !readOnly && mayWorkPoliza(rules)
  const name = insurerNames[policy.insurer]
  const fact = (label: string, value: ReactNode) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {value}
      </Typography>
    </Box>
  )
  const { vehicle } = policy
  return (
    <Card component="section" aria-labelledby={`policy-${policy.id}-title`}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={`policy-${policy.id}-title`}
            variant="h6"
            component="h2"
            sx={{ flex: 1, minWidth: 200 }}
          >
            {t('policy.title', { insurer: name })}
          </Typography>
          <PolicyStatusChip status={policy.status} />
          {policy.sandbox && <SandboxChip label={t('policy.sandbox')} />}
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
            {fact(t('policy.number'), policy.policyNumber ?? t('policy.notIssued'))}
            {fact(
              t('policy.term'),
              policy.termStart && policy.termEnd
                ? t('policy.termRange', {
                    start: formatDate(policy.termStart, i18n.language),
                    end: formatDate(policy.termEnd, i18n.language),
                  })
                : '—',
            )}
            {fact(
              t('policy.insured'),
              `${policy.application.applicantName} · ${t('queue.folio', { folio: policy.application.folio })}`,
            )}
            {fact(
              t('policy.vehicle'),
              `${vehicle.make} ${vehicle.model} ${vehicle.version} ${vehicle.year}${vehicle.vin ? ` · ${vehicle.vin}` : ''} · ${formatMoney(vehicle.valueCents)}`,
            )}
            {fact(t('policy.beneficiary'), t('policy.beneficiaryValue', { name: policy.beneficiary }))}
            {fact(
              t('policy.options'),
              `${t(`package.${policy.options.package}`)} · ${t(`deductible.${policy.options.deductibleLevel}`)} · ${t(`frequency.${policy.options.paymentFrequency}`)}`,
            )}
            {policy.renews && fact(t('policy.renews'), policy.renews.policyNumber ?? t('policy.notIssued'))}
            {policy.renewedBy &&
              fact(t('policy.renewedBy'), policy.renewedBy.policyNumber ?? t('policy.notIssued'))}
            {policy.cancelReason && fact(t('policy.cancelledBecause'), policy.cancelReason)}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <PremiumBreakdown premium={policy.premium} />
            <CoveragesTable coverages={policy.coverages} label={t('coverage.tableOf', { insurer: name })} />
          </Grid>
        </Grid>
        {issue.error && <Alert severity="error">{callText(issue.error)}</Alert>}
        {mayWork && policy.status !== 'cancelled' && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="error" onClick={() => setCancelling(true)}>
              {t('policy.cancel')}
            </Button>
            {policy.status === 'bound' && (
              <Button
                variant="contained"
                disabled={issue.isPending}
                onClick={() => issue.mutate({ policyId: policy.id, version: policy.version })}
              >
                {t('policy.issue')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      {cancelling && <CancelPolicyDialog policy={policy} onClose={() => setCancelling(false)} />}
    </Card>
  )
}
