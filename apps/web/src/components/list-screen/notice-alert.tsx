import Alert from '@mui/material/Alert'
import type { ListNotice } from './use-list-notice'

/** The screen's notice (deleted, saved, export failed) above its content, until closed. */
export function NoticeAlert({ notice }: { notice: ListNotice }) {
  if (!notice.notice) return null
  return (
    <Alert severity={notice.notice.severity} onClose={notice.close} sx={{ mb: 2 }}>
      {notice.notice.text}
    </Alert>
  )
}
