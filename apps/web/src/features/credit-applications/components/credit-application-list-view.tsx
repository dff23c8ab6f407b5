import { exportPaths } from '@mesa/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import {
  applicationListFilters,
  type ApplicationListQuery,
  type ApplicationListResponse,
} from '../api/list-credit-applications'
import { useApplicationColumns, useApplicationCsvLabels } from './credit-application-columns'
import { ApplicationFilters } from './credit-application-filters'

interface Props {
  title: string
  subtitle: string
  /** Buttons beside the title ("Nueva solicitud" for capturers). */
  headerActions?: ReactNode
  fileName: string
  hideStage?: boolean
  useList: (query: ApplicationListQuery) => UseQueryResult<ApplicationListResponse>
  /** Filters the view always applies (the loans view: stage activo), added to the export's query. */
  fixedFilters?: Partial<ApplicationListQuery>
  children?: ReactNode
}

/** The list screen of credit applications (list and loans): the shared list screen with this feature's columns. */
export function ApplicationListView(props: Props) {
  const { t } = useTranslation('applications')
  const { params, update, query } = useListParams(applicationListFilters)
  const list = props.useList(query)
  const columns = useApplicationColumns()
  const csvLabels = useApplicationCsvLabels()
  const notice = useListNotice()
  const { callText } = useErrorText('applications')

  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.applications,
      { ...query, ...props.fixedFilters },
      csvLabels,
      `${props.fileName}.csv`,
      format,
    )

  return (
    <ListScreen
      title={props.title}
      subtitle={props.subtitle}
      headerActions={props.headerActions}
      notice={notice}
      filters={
        <ApplicationFilters
          filters={params.filters}
          onChange={(filters) => update({ filters })}
          hideStage={props.hideStage}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      exportCsv={{ run: exportCsv, disabled: !list.data?.total }}
      errorText={callText}
      query={list}
      table={{
        label: props.title,
        columns,
        rows: list.data?.items,
        rowKey: (row) => row.id,
        total: list.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    >
      {props.children}
    </ListScreen>
  )
}
