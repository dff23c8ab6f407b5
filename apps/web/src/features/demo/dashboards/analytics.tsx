import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { AnalyticsProject } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ScreenHeader } from '../../../components/list-screen'
import { SearchField } from '../../../components/search-field'
import { useListParams } from '../../../lib/use-list-params'
import { useDashboardStats, useProjects } from '../api/dashboards'
import { ChartCard, StatTiles } from '../components/chart-card'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { PlainList } from '../components/plain-list'
import { Person } from '../components/person'
import { QueryState } from '../components/query-state'
import { SalesChart } from './sales-chart'

/** /dashboards/analytics: headline figures, sales per month and the projects table (search, sort, paging). */
export function Component() {
  const { t } = useTranslation('demo')
  const stats = useDashboardStats()
  const { params, update, query } = useListParams()
  const projects = useProjects(query)
  const format = useDemoFormat()
  const columns: DataTableColumn<AnalyticsProject>[] = [
    {
      id: 'project',
      header: t('projects.project'),
      sortKey: 'project',
      render: (project) => <Person name={project.name} detail={project.project} />,
    },
    { id: 'leader', header: t('projects.leader'), sortKey: 'leader', render: (project) => project.leader },
    {
      id: 'team',
      header: t('projects.team'),
      render: (project) =>
        project.team.join(', ') + (project.extraMembers ? ` +${project.extraMembers}` : ''),
    },
    {
      id: 'progress',
      header: t('projects.progress'),
      sortKey: 'progress',
      render: (project) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 140 }}>
          <LinearProgress
            variant="determinate"
            value={project.progress}
            sx={{ flex: 1 }}
            aria-label={project.name}
          />
          <Typography variant="caption">{project.progress}%</Typography>
        </Stack>
      ),
    },
    { id: 'hours', header: t('projects.hours'), render: (project) => project.hours },
  ]
  return (
    <>
      <ScreenHeader title={t('dashboards.analytics')} />
      <DemoBanner />
      <QueryState query={stats}>
        {(data) => (
          <>
            <StatTiles
              tiles={[
                { label: t('dashboards.orders'), value: format.number(data.totals.orders) },
                { label: t('dashboards.customers'), value: format.number(data.totals.customers) },
                { label: t('dashboards.sales'), value: format.money(data.totals.sales) },
              ]}
            />
            <Grid container spacing={3} sx={{ mb: 3 }}>
              <Grid size={12}>
                <ChartCard title={t('dashboards.salesByMonth')}>
                  <SalesChart stats={data} />
                </ChartCard>
              </Grid>
            </Grid>
          </>
        )}
      </QueryState>
      <ChartCard title={t('projects.title')}>
        <Stack sx={{ mb: 2, maxWidth: 360 }}>
          <SearchField value={params.q} onChange={(q) => update({ q })} label={t('projects.search')} />
        </Stack>
        <PlainList
          list={{ params, update }}
          query={projects}
          table={{
            label: t('projects.title'),
            columns,
            rows: projects.data?.projects,
            rowKey: (project) => project.id,
            total: projects.data?.totalProjects ?? 0,
            emptyText: t('projects.empty'),
          }}
        />
      </ChartCard>
    </>
  )
}
