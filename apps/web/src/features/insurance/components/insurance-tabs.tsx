import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { insurerNames, rulesAllow, type AbilityRule } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatMoney } from '../../../lib/format'
import { useApplicationPolicies } from '../api/get-application-policies'

/** The application file's insurance tab (spec §2 info "policies"): the policies bound for it, read only. */
export const insuranceTabs = ['policies'] as const
export type InsuranceTab = (typeof insuranceTabs)[number]

/** Shown to whoever reads póliza or the insurance portfolio (the API asks the same). */
export const visibleInsuranceTabs = (rules: readonly AbilityRule[]): InsuranceTab[] =>
  rulesAllow(rules, { action: 'read', subject: 'poliza' }) ||
  rulesAllow(rules, { action: 'read', subject: 'Insurance' })
    ? ['policies']
    : []

export function InsurancePanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('insurance')
  const policies = useApplicationPolicies(application.origin, application.id)
  if (policies.isPending) return <LinearProgress aria-label={t('insurance.loading')} />
  if (policies.isError) return <Alert severity="error">{t('problems.generic')}</Alert>
  const quoteScreen = `/apps/fondeos/poliza/${application.origin}/${application.id}`
  if (policies.data.policies.length === 0)
    return (
      <Alert severity="info">
        {t('insurance.none')}{' '}
        <Link component={RouterLink} to={quoteScreen}>
          {t('insurance.open')}
        </Link>
      </Alert>
    )
  return (
    <TableContainer>
      <Table size="small" aria-label={t('tabs.policies')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('insurance.insurer')}</TableCell>
            <TableCell>{t('insurance.number')}</TableCell>
            <TableCell>{t('insurance.term')}</TableCell>
            <TableCell align="right">{t('insurance.total')}</TableCell>
            <TableCell>{t('insurance.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {policies.data.policies.map((policy) => (
            <TableRow key={policy.id}>
              <TableCell>{insurerNames[policy.insurer]}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={quoteScreen}>
                  {policy.policyNumber ?? t('insurance.notIssued')}
                </Link>
              </TableCell>
              <TableCell>
                {policy.termStart && policy.termEnd ? `${policy.termStart} – ${policy.termEnd}` : '—'}
              </TableCell>
              <TableCell align="right">{formatMoney(policy.premium.totalCents)}</TableCell>
              <TableCell>{t(`insurance.statuses.${policy.status}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
