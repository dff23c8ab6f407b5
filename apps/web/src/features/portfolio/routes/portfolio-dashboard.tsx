import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { usePortfolioDashboard, type DashboardFilters as Filters } from '../api/get-portfolio-dashboard'
import { AmountsPanel } from '../components/amounts-panel'
import { ArrearsPanel } from '../components/arrears-panel'
import { DashboardFilters } from '../components/dashboard-filters'
import { DecisionsPanel } from '../components/decisions-panel'
import { FunnelPanel } from '../components/funnel-panel'
import { StageTimesPanel } from '../components/stage-times-panel'
import { SummaryCards } from '../components/summary-cards'

const filterNames = ['from', 'to', 'product', 'allyId'] as const

/** /apps/solicitudes/dashboard (read Documentos): the managers' portfolio dashboard, filters in the URL. */
export function Component() {
  const { t } = useTranslation('portfolio')
  const { callText } = useErrorText('portfolio')
  const [searchParams, setSearchParams] = useSearchParams()
  const filters: Filters = Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? '']))
  const dashboard = usePortfolioDashboard(filters)
  const change = (changes: Filters) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value)
        else next.delete(name)
      }
      return next
    })
  return (
    <>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      <DashboardFilters filters={filters} onChange={change} />
      {dashboard.isPending && <LinearProgress aria-label={t('loading')} />}
      {dashboard.isError && <Alert severity="error">{callText(dashboard.error)}</Alert>}
      {dashboard.data && (
        <>
          {dashboard.isFetching && <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} />}
          <SummaryCards data={dashboard.data} filters={filters} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <FunnelPanel data={dashboard.data} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <DecisionsPanel data={dashboard.data} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <StageTimesPanel data={dashboard.data} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ArrearsPanel data={dashboard.data} filters={filters} />
            </Grid>
            <Grid size={12}>
              <AmountsPanel data={dashboard.data} filters={filters} />
            </Grid>
          </Grid>
        </>
      )}
    </>
  )
}
