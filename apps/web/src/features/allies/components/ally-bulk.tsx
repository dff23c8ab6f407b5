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
import { useBulkAction, useRowSelection, type ListBulkOptions } from '../../../components/list-screen'
import type { BulkBarAction } from '../../../components/list-screen/bulk-bar'
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

/**
 * The allies list's selection and bulk bar (the lists kit): activate, deactivate and delete the selected allies
 * in one call each, every action undoable from the list's toast (a delete through the trash). Answers the
 * list screen's `bulk` prop, or undefined for those who may take none of the actions.
 */
export function useAllyBulk(options: ListBulkOptions<AllyListItem>) {
  const { t } = useTranslation('allies')
  const { rules } = useSession()
  const selection = useRowSelection(
    options.rows,
    (ally) => ally.id,
    options.listKey,
    (ally) => ally.allyName,
  )
  const bulk = useBulkAction({
    clear: selection.clear,
    undoToast: options.undoToast,
    errorText: options.errorText,
    notify: options.notify,
  })
  const run = (action: AllyBulkAction) =>
    bulk.run<AllyBulkResult>({
      perform: () => bulkAllies(action, selection.ids),
      done: (result) => t(`bulk.done.${action}`, { count: result.changed.length }),
      undo: {
        run: async (result) => {
          if (result.action === 'delete') await undoDeleteMany('ally', result.changed)
          else if (result.changed.length > 0) await bulkAllies(reverse[result.action], result.changed)
        },
        undone: (result) => t('bulk.undone', { count: result.changed.length }),
      },
      refresh: options.refresh,
    })
  const actions: BulkBarAction[] = allyBulkActions
    .filter((action) => mayBulkAllies(rules, action))
    .map((action) => ({
      id: action,
      label: t(`bulk.${action}`),
      icon: icons[action],
      ...(action === 'delete' && { color: 'error' as const }),
      onClick: () => run(action),
    }))
  if (actions.length === 0) return undefined
  return {
    selection: selection.table,
    bar: { count: selection.ids.length, actions, busy: bulk.busy, onClear: selection.clear },
  }
}
