import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { dunningPaths, mayEditDunningRules, type DunningSend, type SendStatus } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { generatePath } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatDateTime, formatFolio, formatNumber } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useDunningRules } from '../api/reminder-rules'
import { useDunningSends } from '../api/sends'
import { RulesCard } from '../components/rules-card'

const statusColor: Record<SendStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'info',
  sent: 'success',
  delivered: 'success',
  read: 'success',
  failed: 'error',
  skipped: 'warning',
}
const filterNames = ['ruleId'] as const

/** /apps/cobranza/recordatorios (read dunning): the reminder rules, and the sends they made, newest first. */
export function Component() {
  const { t, i18n } = useTranslation('dunning')
  const { callText } = useErrorText('dunning')
  const { rules } = useSession()
  const { params, update, query } = useListParams(filterNames)
  const sends = useDunningSends(query)
  const ruleList = useDunningRules()
  const notice = useListNotice()
  const [letterError, setLetterError] = useState<unknown>(null)
  const letter = (send: DunningSend) => {
    setLetterError(null)
    downloadAttachment(
      generatePath(dunningPaths.sendLetter, { id: String(send.id) }),
      `aviso-cobranza-${send.folio}.pdf`,
    ).catch(setLetterError)
  }
  const columns: DataTableColumn<DunningSend>[] = [
    {
      id: 'at',
      header: t('sends.columns.at'),
      sortKey: 'at',
      render: (send) => (
        <>
          {formatDateTime(send.at, i18n.language)}
          <Typography variant="caption" color="text.secondary" component="p">
            {t('sends.businessDate', { day: formatDate(send.businessDate, i18n.language) })}
          </Typography>
        </>
      ),
    },
    {
      id: 'loan',
      header: t('sends.columns.loan'),
      render: (send) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {send.customerName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatFolio(send.folio)} · {t(`products.${send.product}`)}
          </Typography>
        </>
      ),
    },
    {
      id: 'daysPastDue',
      header: t('sends.columns.daysPastDue'),
      sortKey: 'daysPastDue',
      align: 'right',
      render: (send) => formatNumber(send.daysPastDue, i18n.language),
    },
    {
      id: 'rule',
      header: t('sends.columns.rule'),
      render: (send) => (
        <>
          {send.ruleName}
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`channels.${send.channel}`)}
            {send.letterKind ? ` · ${t(`letterKinds.${send.letterKind}`)}` : ''}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('sends.columns.status'),
      render: (send) => (
        <>
          <Chip size="small" color={statusColor[send.status]} label={t(`statuses.${send.status}`)} />
          {send.skipReason && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t(`skipReasons.${send.skipReason}`)}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'letter',
      header: t('sends.columns.letter'),
      render: (send) =>
        send.channel === 'letter' ? (
          <Button size="small" onClick={() => letter(send)}>
            {t('sends.letter')}
          </Button>
        ) : (
          '—'
        ),
    },
  ]
  return (
    <ListScreen
      title={t('title')}
      subtitle={t('subtitle')}
      notice={notice}
      banner={
        <>
          <RulesCard editable={mayEditDunningRules(rules)} />
          {letterError !== null && (
            <Typography color="error" role="alert" sx={{ mt: 1 }}>
              {callText(letterError)}
            </Typography>
          )}
        </>
      }
      filters={
        <FilterSelect
          id="dunning-rule-filter"
          label={t('sends.filters.rule')}
          allLabel={t('sends.filters.allRules')}
          value={params.filters.ruleId ?? ''}
          options={(ruleList.data ?? []).map((rule) => ({ value: String(rule.id), label: rule.name }))}
          onChange={(value) => update({ filters: { ruleId: value } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('sends.search')}
      errorText={callText}
      query={sends}
      table={{
        label: t('sends.title'),
        columns,
        rows: sends.data?.items,
        rowKey: (send) => send.id,
        total: sends.data?.total ?? 0,
        emptyText: t('sends.empty'),
      }}
    />
  )
}
