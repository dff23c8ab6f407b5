import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface BulkBarAction {
  id: string
  label: string
  icon?: ReactNode
  color?: 'primary' | 'error'
  onClick: () => void
}

export interface BulkBarProps {
  /** How many rows are selected; the bar shows only when some are. */
  count: number
  /** The list's bulk actions, each shown only to those who may take it (the feature filters). */
  actions: BulkBarAction[]
  busy: boolean
  onClear: () => void
}

/** The bar over a list with selected rows: how many, the list's bulk actions and "clear the selection". */
export function BulkBar({ count, actions, busy, onClear }: BulkBarProps) {
  const { t } = useTranslation()
  if (count === 0) return null
  return (
    <Box
      role="region"
      aria-label={t('list.bulk.region')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        // A frame, not a tinted ground: the actions' coloured labels keep their contrast in both themes.
        borderBlock: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
        {t('list.bulk.selected', { count })}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {actions.map((action) => (
        <Button
          key={action.id}
          size="small"
          variant="outlined"
          color={action.color ?? 'primary'}
          startIcon={action.icon}
          disabled={busy}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
      <Tooltip title={t('list.bulk.clear')}>
        <IconButton size="small" onClick={onClear} aria-label={t('list.bulk.clear')}>
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  )
}
