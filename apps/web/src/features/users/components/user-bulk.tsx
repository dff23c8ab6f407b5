import DeleteOutline from '@mui/icons-material/DeleteOutline'
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import {
  mayBulkUsers,
  userBulkActions,
  type UserBulkAction,
  type UserBulkResult,
  type UserListItem,
} from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useListBulk, type ListBulkOptions } from '../../../components/list-screen'
import { undoDeleteMany } from '../../../lib/undo'
import { useSession } from '../../../lib/use-session'
import { bulkUsers } from '../api/bulk-users'

const icons: Record<UserBulkAction, ReactNode> = {
  activate: <PersonOutline />,
  deactivate: <PersonOffOutlined />,
  delete: <DeleteOutline />,
}

/** Undoes what a bulk action changed: a delete from the trash, an on/off with the opposite action. */
async function undoUsers({ action, changed }: UserBulkResult) {
  if (action === 'delete') await undoDeleteMany('user', changed)
  else if (changed.length > 0) await bulkUsers(action === 'activate' ? 'deactivate' : 'activate', changed)
}

/**
 * The users list's selection and bulk bar (the lists kit): activate, deactivate or delete the selected accounts
 * in one call each, undoable from the list's toast. The server refuses the whole selection when it holds the
 * caller's own account or would leave no active administrator. Undefined for those who may take no action.
 */
export function useUserBulk(options: ListBulkOptions<UserListItem>) {
  const { t } = useTranslation('users')
  const { rules } = useSession()
  return useListBulk({
    ...options,
    rowId: (user) => user.id,
    rowLabel: (user) => user.fullName,
    actions: userBulkActions,
    may: (action) => mayBulkUsers(rules, action),
    icons,
    t,
    perform: bulkUsers,
    undo: undoUsers,
  })
}
