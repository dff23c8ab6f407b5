import Autorenew from '@mui/icons-material/Autorenew'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import {
  insurerIds,
  insurerNames,
  mayRenewInsurance,
  policyTabs,
  type Policy,
  type PolicyTab,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { policyListFilters, usePolicies } from '../api/get-policies'
import { formatDate, formatMoney } from '../../../lib/format'
import { PolicyStatusChip } from '../components/policy-status-chip'
import { RenewalDialog } from '../components/renewal-dialog'

const DAY_MS = 86_400_000

/** /apps/insurance/list and /apps/insurance/list/:tab (read Insurance): the policies by tab, renewals. */
export function Component() {
  const tab = useParams().tab ?? 'in_force'
  if (!(policyTabs as readonly string[]).includes(tab)) return <Navigate to="/apps/insurance/list" replace />
  return <PolicyList tab={tab as PolicyTab} />
}

function PolicyList({ tab }: { tab: PolicyTab }) {
  const { t, i18n } = useTranslation('insurance')
  const { callText } = useErrorText('insurance')
  const { rules } = useSession()
  const navigate = useNavigate()
  const { params, update, query } = useListParams(policyListFilters)
  const policies = usePolicies({ ...query, tab })
  const notice = useListNotice()
  const [renewing, setRenewing] = useState<Policy | null>(null)
  const expiringTab = tab === 'expiring_30' || tab === 'expiring_60'
  const daysLeft = (day: string) => Math.ceil((Date.parse(`${day}T00:00:00Z`) - Date.now()) / DAY_MS)

  const columns: DataTableColumn<Policy>[] = [
    {
      id: 'number',
      header: t('list.columns.number'),
      sortKey: 'policyNumber',
      render: (policy) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {policy.policyNumber ?? t('policy.notIssued')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {insurerNames[policy.insurer]}
          </Typography>
        </>
      ),
    },
    {
      id: 'insured',
      header: t('list.columns.insured'),
      render: (policy) => (
        <>
          <Typography variant="body2">{policy.application.applicantName}</Typography>
          <Link
            component={RouterLink}
            variant="caption"
            to={`/apps/fondeos/poliza/${policy.application.product}/${policy.application.id}`}
          >
            {t('queue.folio', { folio: policy.application.folio })}
          </Link>
        </>
      ),
    },
    {
      id: 'vehicle',
      header: t('list.columns.vehicle'),
      render: (policy) => `${policy.vehicle.make} ${policy.vehicle.model} ${policy.vehicle.year}`,
    },
    {
      id: 'termEnd',
      header: t('list.columns.termEnd'),
      sortKey: 'termEnd',
      render: (policy) =>
        policy.termEnd ? (
          <>
            <Typography variant="body2">{formatDate(policy.termEnd, i18n.language)}</Typography>
            {policy.status === 'in_force' && (
              <Typography variant="caption" color="text.secondary">
                {t('list.daysLeft', { days: daysLeft(policy.termEnd) })}
              </Typography>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'total',
      header: t('list.columns.total'),
      align: 'right',
      render: (policy) => formatMoney(policy.premium.totalCents),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      render: (policy) => (
        <>
          <PolicyStatusChip status={policy.status} />
          {policy.renews && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {t('policy.renewsShort', { number: policy.renews.policyNumber ?? t('policy.notIssued') })}
            </Typography>
          )}
        </>
      ),
    },
    ...(expiringTab && mayRenewInsurance(rules)
      ? [
          {
            id: 'renewal',
            header: t('list.columns.actions'),
            render: (policy: Policy) => (
              <Button
                size="small"
                startIcon={<Autorenew />}
                aria-label={t('renewal.open', { number: policy.policyNumber })}
                onClick={() => setRenewing(policy)}
              >
                {t('renewal.short')}
              </Button>
            ),
          },
        ]
      : []),
  ]

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      banner={
        <Tabs
          value={tab}
          onChange={(_event, value: PolicyTab) => navigate(`/apps/insurance/list/${value}`)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('list.tabsLabel')}
          sx={{ mb: 2, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
        >
          {policyTabs.map((name) => (
            <Tab key={name} value={name} label={t(`list.tabs.${name}`)} />
          ))}
        </Tabs>
      }
      filters={
        <FilterSelect
          id="policy-insurer"
          label={t('list.insurer')}
          value={params.filters.insurer ?? ''}
          allLabel={t('list.allInsurers')}
          options={insurerIds.map((insurer) => ({ value: insurer, label: insurerNames[insurer] }))}
          onChange={(insurer) => update({ filters: { insurer } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      errorText={callText}
      query={policies}
      table={{
        label: t(`list.tabs.${tab}`),
        columns,
        rows: policies.data?.policies,
        rowKey: (policy) => policy.id,
        total: policies.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    >
      {renewing && <RenewalDialog policy={renewing} onClose={() => setRenewing(null)} />}
    </ListScreen>
  )
}
