import FileDownload from '@mui/icons-material/FileDownload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { exportPaths } from '@mesa/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../components/data-table'
import { SearchField } from '../../../components/search-field'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useListParams } from '../../../lib/use-list-params'
import type { ApplicationListQuery, ApplicationListResponse } from '../api/get-applications'
import { useApplicationColumns, useApplicationCsvLabels } from './application-columns'
import { ApplicationFilters, listFilterNames } from './application-filters'

interface Props {
  label: string
  fileName: string
  hideStage?: boolean
  useList: (query: ApplicationListQuery) => UseQueryResult<ApplicationListResponse>
  /** Filters the view always applies (the loans view: stage activo), added to the export's query. */
  fixedFilters?: Partial<ApplicationListQuery>
  actions?: ReactNode
}

/** The searchable, filterable, sortable list of applications with CSV export (list and loans). */
export function ApplicationListView(props: Props) {
  const { t } = useTranslation('applications')
  const { params, update, query } = useListParams(listFilterNames)
  const list = props.useList(query)
  const columns = useApplicationColumns()
  const csvLabels = useApplicationCsvLabels()
  const [exporting, setExporting] = useState(false)

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadCsvExport(
        exportPaths.applications,
        { ...query, ...props.fixedFilters },
        csvLabels,
        `${props.fileName}.csv`,
      )
    } finally {
      setExporting(false)
    }
  }

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center' }}>
        <SearchField value={params.q} onChange={(q) => update({ q })} label={t('list.search')} />
        <ApplicationFilters
          filters={params.filters}
          onChange={(filters) => update({ filters })}
          hideStage={props.hideStage}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          onClick={() => void exportCsv()}
          disabled={exporting || !list.data?.total}
        >
          {t('list.exportCsv')}
        </Button>
        {props.actions}
      </Box>
      <DataTable
        label={props.label}
        columns={columns}
        rows={list.data?.applications}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        page={params.page}
        itemsPerPage={params.itemsPerPage}
        sortBy={params.sortBy}
        orderBy={params.orderBy}
        loading={list.isFetching}
        error={list.error}
        emptyText={t('list.empty')}
        onRetry={() => void list.refetch()}
        onSort={(sortBy, orderBy) => update({ sortBy, orderBy })}
        onPage={(page) => update({ page })}
        onItemsPerPage={(itemsPerPage) => update({ itemsPerPage })}
      />
    </Card>
  )
}
