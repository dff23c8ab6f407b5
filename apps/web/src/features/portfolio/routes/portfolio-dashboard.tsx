import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import {
  dashboardFilterNames,
  usePortfolioDashboard,
  type DashboardFilters as Filters,
} from '../api/get-portfolio-dashboard'
import { AmountsPanel } from '../components/amounts-panel'
import { ArrearsPanel } from '../components/arrears-panel'
import { DashboardFilters } from '../components/dashboard-filters'
import { DecisionsPanel } from '../components/decisions-panel'
import { FunnelPanel } from '../components/funnel-panel'
import { StageTimesPanel } from '../components/stage-times-panel'
import { SummaryCards } from '../components/summary-cards'

/** /apps/solicitudes/dashboard (read Documentos): the managers' portfolio dashboard, filters in the URL. */
export function Component() {
  const { t } = useTranslation('portfolio')
  const { callText } = useErrorText('portfolio')
  // The filters live in the URL as a list's do (a reload or a shared link shows the same figures).
  const { params, update } = useListParams(dashboardFilterNames)
  const filters: Filters = params.filters
  const dashboard = usePortfolioDashboard(filters)
  const change = (changes: Filters) =>
    update({
      filters: Object.fromEntries(Object.entries(changes).map(([name, value]) => [name, value ?? ''])),
    })
  return (
    <>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      <DashboardFilters filters={filters} onChange={change} />
      {/* The loading bar's line is always there, so new figures arriving move nothing (CLS, issue 12). */}
      <Box sx={{ height: 4, mb: 1 }}>
        {dashboard.isFetching && <LinearProgress aria-label={t('loading')} />}
      </Box>
      {dashboard.isError && <Alert severity="error">{callText(dashboard.error)}</Alert>}
      {dashboard.data && (
        <>
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
