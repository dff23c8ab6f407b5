import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useDashboardStats } from '../api/dashboards'
import { QueryState } from '../components/query-state'
import { AdvancedCards } from './card-advanced'
import { ActionCards, BasicCards, StatisticsCards, WidgetCards } from './card-samples'
import { ShowcasePage } from './showcase'

const kinds = ['basic', 'advanced', 'statistics', 'widgets', 'actions'] as const
type Kind = (typeof kinds)[number]

/** /pages/cards: the template's card pages (basic, advanced, statistics, widgets, actions) as URL tabs. */
export function Component() {
  const { t } = useTranslation('demo')
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab') as Kind | null
  const kind: Kind = asked && kinds.includes(asked) ? asked : 'basic'
  const stats = useDashboardStats()
  return (
    <ShowcasePage page="cards">
      <Tabs
        value={kind}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
        onChange={(_, next: Kind) => setParams(next === 'basic' ? {} : { tab: next }, { replace: true })}
        aria-label={t('ui.cards.title')}
      >
        {kinds.map((name) => (
          <Tab key={name} value={name} label={t(`ui.cards.tabs.${name}`)} />
        ))}
      </Tabs>
      <Box>
        {kind === 'basic' && <BasicCards />}
        {kind === 'actions' && (
          <ActionCards onReload={() => void stats.refetch()} reloading={stats.isFetching} />
        )}
        {(kind === 'statistics' || kind === 'advanced' || kind === 'widgets') && (
          <QueryState query={stats}>
            {(data) =>
              kind === 'statistics' ? (
                <StatisticsCards stats={data} />
              ) : kind === 'advanced' ? (
                <AdvancedCards stats={data} />
              ) : (
                <WidgetCards stats={data} />
              )
            }
          </QueryState>
        )}
      </Box>
    </ShowcasePage>
  )
}
