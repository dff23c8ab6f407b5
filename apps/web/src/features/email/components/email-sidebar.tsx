import Delete from '@mui/icons-material/DeleteOutline'
import Drafts from '@mui/icons-material/DraftsOutlined'
import Edit from '@mui/icons-material/Edit'
import Inbox from '@mui/icons-material/InboxOutlined'
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined'
import Report from '@mui/icons-material/ReportGmailerrorredOutlined'
import Send from '@mui/icons-material/SendOutlined'
import Star from '@mui/icons-material/StarBorder'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { emailLabels, type EmailFilter, type EmailsMeta } from '@mesa/contracts'
import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { labelColours, viewPath, type EmailView } from './email-view'
import { MailAccountDialog } from './mail-account-dialog'

const folders: { filter: EmailFilter; icon: ComponentType; count?: keyof EmailsMeta }[] = [
  { filter: 'inbox', icon: Inbox, count: 'inbox' },
  { filter: 'sent', icon: Send },
  { filter: 'draft', icon: Drafts, count: 'draft' },
  { filter: 'starred', icon: Star, count: 'star' },
  { filter: 'spam', icon: Report, count: 'spam' },
  { filter: 'trashed', icon: Delete },
]

interface EmailSidebarProps {
  view: EmailView
  meta: EmailsMeta | undefined
  onCompose: () => void
  onNavigate?: () => void
}

/** Compose, the folders with the counts of spec §7 (emailsMeta), the labels, and the user's own account. */
export function EmailSidebar({ view, meta, onCompose, onNavigate }: EmailSidebarProps) {
  const { t } = useTranslation('email')
  const [accountOpen, setAccountOpen] = useState(false)
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ width: 240, flexShrink: 0, overflowY: 'auto' }}>
      <Box sx={{ p: 2 }}>
        <Button fullWidth variant="contained" startIcon={<Edit />} onClick={onCompose}>
          {t('compose.open')}
        </Button>
      </Box>
      <List dense component="div">
        {folders.map(({ filter, icon: Icon, count }) => {
          const value = count ? (meta?.[count] ?? 0) : 0
          return (
            <ListItemButton
              key={filter}
              component={Link}
              to={viewPath({ filter })}
              onClick={onNavigate}
              selected={!view.label && view.filter === filter}
              aria-current={!view.label && view.filter === filter ? 'page' : undefined}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={t(`folders.${filter}`)} />
              {value > 0 && (
                <Chip
                  size="small"
                  label={value}
                  color={filter === 'spam' ? 'error' : filter === 'draft' ? 'warning' : 'primary'}
                  aria-label={t(`counts.${count}`, { count: value })}
                />
              )}
            </ListItemButton>
          )
        })}
      </List>
      <List
        dense
        component="div"
        subheader={
          <ListSubheader component="div" sx={{ bgcolor: 'transparent' }}>
            {t('labels.title')}
          </ListSubheader>
        }
      >
        {emailLabels.map((label) => (
          <ListItemButton
            key={label}
            component={Link}
            to={viewPath({ label })}
            onClick={onNavigate}
            selected={view.label === label}
            aria-current={view.label === label ? 'page' : undefined}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: `${labelColours[label]}.main`,
                  ml: 0.75,
                }}
              />
            </ListItemIcon>
            <ListItemText primary={t(`labels.${label}`)} />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button fullWidth size="small" startIcon={<ManageAccounts />} onClick={() => setAccountOpen(true)}>
          {t('account.open')}
        </Button>
      </Box>
      <MailAccountDialog open={accountOpen} onClose={() => setAccountOpen(false)} />
    </Box>
  )
}
