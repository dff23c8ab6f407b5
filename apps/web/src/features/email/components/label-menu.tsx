import LabelOutlined from '@mui/icons-material/LabelOutlined'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import { emailLabels, type EmailLabel } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelColours } from './email-view'

interface LabelMenuProps {
  /** Labels every selected e-mail carries (shown ticked). */
  active: EmailLabel[]
  onToggle: (label: EmailLabel) => void
  disabled?: boolean
}

/** The labels button: each label toggles on the selected e-mails (spec §7 `{ ids, label }`). */
export function LabelMenu({ active, onToggle, disabled }: LabelMenuProps) {
  const { t } = useTranslation('email')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Tooltip title={t('actions.labels')}>
        <span>
          <IconButton
            aria-label={t('actions.labels')}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <LabelOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {emailLabels.map((label) => (
          <MenuItem
            key={label}
            onClick={() => {
              onToggle(label)
              setAnchor(null)
            }}
          >
            <ListItemIcon>
              <Checkbox
                size="small"
                edge="start"
                checked={active.includes(label)}
                tabIndex={-1}
                disableRipple
                sx={{ p: 0 }}
              />
            </ListItemIcon>
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: `${labelColours[label]}.main`,
                mr: 1,
              }}
            />
            {t(`labels.${label}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
