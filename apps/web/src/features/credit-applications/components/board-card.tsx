import MoreVert from '@mui/icons-material/MoreVert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ApplicationListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { detailPath, OwnerAvatar, TimeInStage } from './credit-application-columns'
import { formatMoney } from '../../../lib/format'

export const DRAG_TYPE = 'application/x-mesa-application'

interface Props {
  row: ApplicationListItem
  onMenu: (row: ApplicationListItem, anchor: HTMLElement) => void
}

/** A card of the pipeline board: drag it to another column, or use its menu. */
export function BoardCard({ row, onMenu }: Props) {
  const { t } = useTranslation('applications')
  return (
    <Card
      variant="outlined"
      draggable
      data-folio={row.folio}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: row.id, product: row.product }))
        event.dataTransfer.effectAllowed = 'move'
      }}
      sx={{ p: 1.5, cursor: 'grab', flexShrink: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={detailPath(row)} variant="subtitle2">
            {t('board.folio', { folio: row.folio })}
          </Link>
          <Typography variant="body2" noWrap title={row.applicantName}>
            {row.applicantName}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={t('board.moveFolio', { folio: row.folio })}
          onClick={(event) => onMenu(row, event.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 500, mt: 0.5 }}>
        {formatMoney(row.requestedAmountCents)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <OwnerAvatar owner={row.owner} />
      </Box>
      <Box sx={{ mt: 0.5, typography: 'caption', color: 'text.secondary' }}>
        <TimeInStage row={row} />
      </Box>
    </Card>
  )
}
