import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ApplicationListItem, CreditProduct, Stage } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplications } from '../api/list-credit-applications'
import { BoardCard, DRAG_TYPE } from './board-card'
import { formatMoney } from '../../../lib/format'
import { stageColors } from './stage-chip'

export const CARDS_PER_COLUMN = 20

interface Props {
  stage: Stage
  count: number
  amountCents: number
  onMenu: (row: ApplicationListItem, anchor: HTMLElement) => void
  onDrop: (item: { id: number; product: CreditProduct }, to: Stage) => void
}

/** One stage: its count and amount (pipeline) and its most recently updated cards. */
export function BoardColumn({ stage, count, amountCents, onMenu, onDrop }: Props) {
  const { t } = useTranslation('applications')
  const cards = useApplications({ stage, itemsPerPage: CARDS_PER_COLUMN, sortBy: 'updated', orderBy: 'desc' })
  const [over, setOver] = useState(false)
  return (
    <Paper
      component="section"
      aria-labelledby={`column-${stage}`}
      data-stage={stage}
      variant="outlined"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false)
        const raw = event.dataTransfer.getData(DRAG_TYPE)
        if (!raw) return
        event.preventDefault()
        onDrop(JSON.parse(raw) as { id: number; product: CreditProduct }, stage)
      }}
      sx={{
        width: 272,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: over ? 'action.hover' : 'background.default',
        borderTop: 4,
        borderTopColor: stageColors[stage],
      }}
    >
      <Box sx={{ p: 1.5 }}>
        <Typography id={`column-${stage}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`stages.${stage}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('board.summary', { count, amount: formatMoney(amountCents) })}
        </Typography>
      </Box>
      <Box sx={{ height: 4 }}>{cards.isFetching && <LinearProgress aria-label={t('list.loading')} />}</Box>
      <Stack spacing={1} sx={{ p: 1, overflowY: 'auto', maxHeight: 'calc(100vh - 300px)', minHeight: 120 }}>
        {cards.data?.items.map((row) => (
          <BoardCard key={row.id} row={row} onMenu={onMenu} />
        ))}
        {cards.data && count > cards.data.items.length && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('board.more', { count: count - cards.data.items.length })}
          </Typography>
        )}
        {cards.data?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
            {t('board.empty')}
          </Typography>
        )}
      </Stack>
    </Paper>
  )
}
