import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { usePendingApprovals } from '../api/get-approvals'

/**
 * The navigation's count of pending requests the viewer may decide: refetched when a request is asked or
 * decided anywhere (the live event), shown only when there is something to decide.
 */
export function ApprovalsNavBadge() {
  const { t } = useTranslation()
  const pending = usePendingApprovals(true)
  const count = pending.data?.count ?? 0
  if (count === 0) return null
  return (
    <Chip
      size="small"
      color="error"
      label={count > 99 ? '99+' : count}
      aria-label={t('nav.approvalsPending', { count })}
      sx={{ height: 20, fontSize: 12, ms: 1 }}
    />
  )
}
