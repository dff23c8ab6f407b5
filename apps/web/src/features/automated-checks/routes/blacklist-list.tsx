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
import { BlacklistAddDialog } from '../components/blacklist-add-dialog'
import { formatDate } from '../../../lib/format'

const filterNames = ['kind'] as const

/**
 * /apps/blacklist: the internal blacklist the automated checks compare every applicant with (CURP, RFC,
 * phone, e-mail exactly; names fuzzily). Analysts read it; administrators add and remove entries.
 */
export function Component() {
  const { t, i18n } = useTranslation('automatedChecks')
  const { rules } = useSession()
  const { params, update, query } = useListParams(filterNames)
  const entries = useBlacklist(query)
  const remove = useRemoveBlacklistEntry()
  const { callText } = useErrorText('automatedChecks')
  const notice = useListNotice()
  const [adding, setAdding] = useState(false)
  const administrator = rulesAllow(rules, manageAll)
  const deletion = useRowDelete<BlacklistEntry>({
    remove: (entry) => remove.mutateAsync(entry.id),
    busy: remove.isPending,
    title: t('blacklist.remove.title'),
    text: (entry) => t('blacklist.remove.text', { value: entry.value }),
    confirmLabel: t('blacklist.remove.confirm'),
    done: (entry) => t('blacklist.remove.done', { value: entry.value }),
    errorText: callText,
    notify: notice.show,
  })
  const date = (iso: string) => formatDate(iso, i18n.language)

  const columns: DataTableColumn<BlacklistEntry>[] = [
    {
      id: 'kind',
      header: t('blacklist.columns.kind'),
      sortKey: 'kind',
      render: (entry) => <Chip size="small" variant="outlined" label={t(`blacklist.kinds.${entry.kind}`)} />,
    },
    { id: 'value', header: t('blacklist.columns.value'), sortKey: 'value', render: (entry) => entry.value },
    { id: 'reason', header: t('blacklist.columns.reason'), render: (entry) => entry.reason },
    {
      id: 'createdBy',
      header: t('blacklist.columns.createdBy'),
      render: (entry) => entry.createdBy?.fullName ?? '—',
    },
    {
      id: 'createdAt',
      header: t('blacklist.columns.createdAt'),
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
              <Tooltip title={t('blacklist.remove.label', { value: entry.value })}>
                <IconButton
                  size="small"
                  onClick={() => deletion.ask(entry)}
                  aria-label={t('blacklist.remove.label', { value: entry.value })}
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
      title={t('blacklist.list.title')}
      subtitle={t('blacklist.list.subtitle')}
      notice={notice}
      filters={
        <FilterSelect
          id="blacklist-filter-kind"
          label={t('blacklist.columns.kind')}
          value={params.filters.kind ?? ''}
          options={blacklistKinds.map((kind) => ({ value: kind, label: t(`blacklist.kinds.${kind}`) }))}
          onChange={(kind) => update({ filters: { kind } })}
          allLabel={t('list.all', { ns: 'translation' })}
          minWidth={180}
        />
      }
      list={{ params, update }}
      searchLabel={t('blacklist.list.search')}
      errorText={callText}
      actions={
        administrator && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('blacklist.add.button')}
          </Button>
        )
      }
      query={entries}
      table={{
        label: t('blacklist.list.title'),
        columns,
        rows: entries.data?.items,
        rowKey: (entry) => entry.id,
        total: entries.data?.total ?? 0,
        emptyText: t('blacklist.list.empty'),
      }}
      deletion={deletion.dialog}
    >
      {adding && (
        <BlacklistAddDialog
          onClose={() => setAdding(false)}
          onAdded={() => notice.show(t('blacklist.add.done'))}
        />
      )}
    </ListScreen>
  )
}
