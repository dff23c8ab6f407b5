import DeleteOutline from '@mui/icons-material/DeleteOutline'
import ToggleOffOutlined from '@mui/icons-material/ToggleOffOutlined'
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined'
import {
  allyBulkActions,
  mayBulkAllies,
  type AllyBulkAction,
  type AllyBulkResult,
  type AllyListItem,
} from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useListBulk, type ListBulkOptions } from '../../../components/list-screen'
import { undoDeleteMany } from '../../../lib/undo'
import { useSession } from '../../../lib/use-session'
import { bulkAllies } from '../api/bulk-allies'

const icons: Record<AllyBulkAction, ReactNode> = {
  activate: <ToggleOnOutlined />,
  deactivate: <ToggleOffOutlined />,
  delete: <DeleteOutline />,
}
/** The undo of an on/off: the opposite action on the allies it changed puts their previous value back. */
const reverse: Record<AllyBulkAction, AllyBulkAction> = {
  activate: 'deactivate',
  deactivate: 'activate',
  delete: 'delete',
}

/** Undoes a bulk action: a delete from the trash, an on/off with the opposite action on what it changed. */
async function undoAllies(result: AllyBulkResult) {
  if (result.action === 'delete') await undoDeleteMany('ally', result.changed)
  else if (result.changed.length > 0) await bulkAllies(reverse[result.action], result.changed)
}

/**
 * The allies list's selection and bulk bar (the lists kit): activate, deactivate and delete the selected allies
 * in one call each, every action undoable from the list's toast (a delete through the trash). Answers the
 * list screen's `bulk` prop, or undefined for those who may take none of the actions.
 */
export function useAllyBulk(options: ListBulkOptions<AllyListItem>) {
  const { t } = useTranslation('allies')
  const { rules } = useSession()
  return useListBulk({
    ...options,
    rowId: (ally) => ally.id,
    rowLabel: (ally) => ally.allyName,
    actions: allyBulkActions,
    may: (action) => mayBulkAllies(rules, action),
    icons,
    t,
    perform: bulkAllies,
    undo: undoAllies,
  })
}
