import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FleetVehicle } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ScreenHeader } from '../../../components/list-screen'
import { useListParams } from '../../../lib/use-list-params'
import { useVehicles } from '../api/dashboards'
import { DemoBanner } from '../components/demo-banner'
import { PlainList } from '../components/plain-list'
import { StatusChip } from '../components/status-chip'

const place = (city: string, country: string) => (
  <Box>
    <Typography variant="body2">{city}</Typography>
    <Typography variant="caption" color="text.secondary">
      {country}
    </Typography>
  </Box>
)

/** /apps/logistics/fleet (fixed-height layout): every vehicle's route, progress and warning; sort and paging. */
export function Component() {
  const { t } = useTranslation('demo')
  const { params, update, query } = useListParams()
  const vehicles = useVehicles(query)
  const columns: DataTableColumn<FleetVehicle>[] = [
    {
      id: 'location',
      header: t('fleet.location'),
      sortKey: 'location',
      render: (vehicle) => `VOL-${vehicle.location}`,
    },
    {
      id: 'start',
      header: t('fleet.startRoute'),
      sortKey: 'startRoute',
      render: (v) => place(v.startCity, v.startCountry),
    },
    {
      id: 'end',
      header: t('fleet.endRoute'),
      sortKey: 'endRoute',
      render: (v) => place(v.endCity, v.endCountry),
    },
    {
      id: 'warnings',
      header: t('fleet.warnings'),
      sortKey: 'warnings',
      render: (vehicle) => <StatusChip status={vehicle.warnings} />,
    },
    {
      id: 'progress',
      header: t('fleet.progress'),
      sortKey: 'progress',
      render: (vehicle) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 140 }}>
          <LinearProgress
            variant="determinate"
            value={vehicle.progress}
            sx={{ flex: 1 }}
            aria-label={t('fleet.progressOf', { location: vehicle.location })}
          />
          <Typography variant="caption">{vehicle.progress}%</Typography>
        </Stack>
      ),
    },
  ]
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <ScreenHeader title={t('fleet.title')} />
      <DemoBanner />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <PlainList
          list={{ params, update }}
          query={vehicles}
          table={{
            label: t('fleet.title'),
            columns,
            rows: vehicles.data?.vehicles,
            rowKey: (vehicle) => vehicle.id,
            total: vehicles.data?.totalVehicles ?? 0,
            emptyText: t('fleet.empty'),
          }}
        />
      </Box>
    </Box>
  )
}
