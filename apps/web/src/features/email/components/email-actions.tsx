import DeleteOutline from '@mui/icons-material/DeleteOutline'
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined'
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined'
import Report from '@mui/icons-material/ReportGmailerrorredOutlined'
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import type { Email, EmailData, EmailLabel } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isRestorable } from './email-view'
import { LabelMenu } from './label-menu'

interface EmailActionsProps {
  /** The e-mails the actions apply to (the list's selection, or the open e-mail). */
  emails: Email[]
  onMerge: (data: EmailData) => void
  onLabel: (label: EmailLabel) => void
  /** Out of the trash (back where it was) or out of spam (to the inbox). */
  onRestore: () => void
  disabled?: boolean
}

function Action({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string
  onClick: () => void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  )
}

/** Read/unread, trash or spam (restore where they already are), and labels, for one or many e-mails. */
export function EmailActions({ emails, onMerge, onLabel, onRestore, disabled }: EmailActionsProps) {
  const { t } = useTranslation('email')
  const none = disabled || emails.length === 0
  const allRead = emails.length > 0 && emails.every((email) => email.isRead)
  const restorable = emails.length > 0 && emails.every(isRestorable)
  const sharedLabels = emails.length
    ? emails[0]!.labels.filter((label) => emails.every((email) => email.labels.includes(label)))
    : []
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {allRead ? (
        <Action label={t('actions.markUnread')} disabled={none} onClick={() => onMerge({ isRead: false })}>
          <MarkEmailUnread />
        </Action>
      ) : (
        <Action label={t('actions.markRead')} disabled={none} onClick={() => onMerge({ isRead: true })}>
          <MarkEmailRead />
        </Action>
      )}
      {restorable ? (
        <Action label={t('actions.restore')} disabled={none} onClick={onRestore}>
          <RestoreFromTrash />
        </Action>
      ) : (
        <>
          <Action label={t('actions.trash')} disabled={none} onClick={() => onMerge({ isDeleted: true })}>
            <DeleteOutline />
          </Action>
          <Action label={t('actions.spam')} disabled={none} onClick={() => onMerge({ folder: 'spam' })}>
            <Report />
          </Action>
        </>
      )}
      <LabelMenu active={sharedLabels} onToggle={onLabel} disabled={none} />
    </Stack>
  )
}
