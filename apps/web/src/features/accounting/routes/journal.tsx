import Button from '@mui/material/Button'
import { journalEntryKinds, mayManageAccounting, type JournalEntry } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterDate, FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useBusinessDay } from '../../../lib/business-date'
import { useErrorText } from '../../../lib/error-text'
import { formatDate } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useChart } from '../api/get-chart-of-accounts'
import { journalFilters, useJournal } from '../api/get-journal'
import { AdjustmentDialog } from '../components/adjustment-dialog'
import { EntryLines } from '../components/entry-lines'
import { NotedCell } from '../components/noted-cell'

/**
 * /apps/contabilidad/polizas (read accounting): the journal, newest first, each entry with its lines; filtered
 * by dates, kind and account (the address keeps the filters, so a view can be saved and shared). Manage
 * accounting asks for a manual adjustment from here (four eyes: posted once another person approves it).
 */
export function Component() {
  const { t, i18n } = useTranslation('accounting')
  const { params, update, query } = useListParams(journalFilters)
  const journal = useJournal(query)
  const chart = useChart()
  const { callText } = useErrorText('accounting')
  const notice = useListNotice()
  const day = (date: string) => formatDate(date, i18n.language)
  const today = useBusinessDay()
  const { rules } = useSession()
  const [adjusting, setAdjusting] = useState(false)

  const columns: DataTableColumn<JournalEntry>[] = [
    {
      id: 'businessDate',
      header: t('journal.date'),
      sortKey: 'businessDate',
      render: (entry) => (
        <NotedCell
          nowrap
          note={
            entry.valueDate !== entry.businessDate
              ? t('journal.valueDate', { date: day(entry.valueDate) })
              : undefined
          }
        >
          {day(entry.businessDate)}
        </NotedCell>
      ),
    },
    { id: 'kind', header: t('journal.kind'), render: (entry) => t(`kinds.${entry.kind}`) },
    {
      id: 'memo',
      header: t('journal.memo'),
      render: (entry) => (
        <NotedCell
          note={
            <>
              {entry.loanId !== null && t('journal.loan', { id: entry.loanId })}
              {entry.reversesEntryId !== null && ` · ${t('journal.reverses', { id: entry.reversesEntryId })}`}
            </>
          }
        >
          {entry.memo}
        </NotedCell>
      ),
    },
    { id: 'lines', header: t('journal.lines'), render: (entry) => <EntryLines lines={entry.lines} /> },
  ]

  return (
    <ListScreen
      title={t('journal.title')}
      subtitle={t('journal.subtitle')}
      notice={notice}
      headerActions={
        mayManageAccounting(rules) ? (
          <Button variant="contained" onClick={() => setAdjusting(true)} disabled={!chart.data}>
            {t('journal.adjust')}
          </Button>
        ) : undefined
      }
      filtersTitle={t('journal.filters')}
      filters={
        <>
          <FilterDate
            id="journal-from"
            label={t('from')}
            value={params.filters.from ?? ''}
            onChange={(from) => update({ filters: { from } })}
          />
          <FilterDate
            id="journal-to"
            label={t('to')}
            value={params.filters.to ?? ''}
            onChange={(to) => update({ filters: { to } })}
          />
          <FilterSelect
            id="journal-kind"
            label={t('journal.kind')}
            value={params.filters.kind ?? ''}
            options={journalEntryKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(kind) => update({ filters: { kind } })}
            allLabel={t('list.all', { ns: 'translation' })}
            minWidth={220}
          />
          <FilterSelect
            id="journal-account"
            label={t('journal.account')}
            value={params.filters.account ?? ''}
            options={(chart.data?.items ?? [])
              .filter((account) => account.postable)
              .map((account) => ({ value: account.code, label: `${account.code} ${account.name}` }))}
            onChange={(account) => update({ filters: { account } })}
            allLabel={t('list.all', { ns: 'translation' })}
            minWidth={260}
          />
        </>
      }
      list={{ params, update }}
      searchLabel={t('journal.search')}
      errorText={callText}
      query={journal}
      table={{
        label: t('journal.title'),
        columns,
        rows: journal.data?.items,
        rowKey: (entry) => entry.id,
        total: journal.data?.total ?? 0,
        emptyText: t('journal.empty'),
      }}
    >
      {adjusting && chart.data && (
        <AdjustmentDialog
          accounts={chart.data.items}
          today={today}
          onClose={() => setAdjusting(false)}
          onAsked={() => {
            setAdjusting(false)
            notice.show(t('adjustment.asked'))
          }}
        />
      )}
    </ListScreen>
  )
}
