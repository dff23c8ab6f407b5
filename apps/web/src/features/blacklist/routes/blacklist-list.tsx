import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { blacklistKinds, manageAll, rulesAllow, type BlacklistEntry } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice, useRowDelete } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useRemoveBlacklistEntry } from '../api/change-blacklist'
import { useBlacklist } from '../api/get-blacklist'
import { AddEntryDialog } from '../components/add-entry-dialog'
import { formatDate } from '../../../lib/format'

const filterNames = ['kind'] as const

/**
 * /apps/blacklist: the internal blacklist the automated checks compare every applicant with (CURP, RFC,
 * phone, e-mail exactly; names fuzzily). Analysts read it; administrators add and remove entries.
 */
export function Component() {
  const { t, i18n } = useTranslation('blacklist')
  const { rules } = useSession()
  const { params, update, query } = useListParams(filterNames)
  const entries = useBlacklist(query)
  const remove = useRemoveBlacklistEntry()
  const { callText } = useErrorText('blacklist')
  const notice = useListNotice()
  const [adding, setAdding] = useState(false)
  const administrator = rulesAllow(rules, manageAll)
  const deletion = useRowDelete<BlacklistEntry>({
    remove: (entry) => remove.mutateAsync(entry.id),
    busy: remove.isPending,
    title: t('remove.title'),
    text: (entry) => t('remove.text', { value: entry.value }),
    confirmLabel: t('remove.confirm'),
    done: (entry) => t('remove.done', { value: entry.value }),
    errorText: callText,
    notify: notice.show,
  })
  const date = (iso: string) => formatDate(iso, i18n.language)

  const columns: DataTableColumn<BlacklistEntry>[] = [
    {
      id: 'kind',
      header: t('columns.kind'),
      sortKey: 'kind',
      render: (entry) => <Chip size="small" variant="outlined" label={t(`kinds.${entry.kind}`)} />,
    },
    { id: 'value', header: t('columns.value'), sortKey: 'value', render: (entry) => entry.value },
    { id: 'reason', header: t('columns.reason'), render: (entry) => entry.reason },
    { id: 'createdBy', header: t('columns.createdBy'), render: (entry) => entry.createdBy?.fullName ?? '—' },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sortKey: 'createdAt',
      render: (entry) => date(entry.createdAt),
    },
    ...(administrator
      ? [
          {
            id: 'actions',
            header: t('list.actions', { ns: 'translation' }),
            align: 'center' as const,
            render: (entry: BlacklistEntry) => (
              <Tooltip title={t('remove.label', { value: entry.value })}>
                <IconButton
                  size="small"
                  onClick={() => deletion.ask(entry)}
                  aria-label={t('remove.label', { value: entry.value })}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
          },
        ]
      : []),
  ]

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      filters={
        <FilterSelect
          id="blacklist-filter-kind"
          label={t('columns.kind')}
          value={params.filters.kind ?? ''}
          options={blacklistKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          onChange={(kind) => update({ filters: { kind } })}
          allLabel={t('list.all', { ns: 'translation' })}
          minWidth={180}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      errorText={callText}
      actions={
        administrator && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('add.button')}
          </Button>
        )
      }
      query={entries}
      table={{
        label: t('list.title'),
        columns,
        rows: entries.data?.items,
        rowKey: (entry) => entry.id,
        total: entries.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
      deletion={deletion.dialog}
    >
      {adding && (
        <AddEntryDialog onClose={() => setAdding(false)} onAdded={() => notice.show(t('add.done'))} />
      )}
    </ListScreen>
  )
}
