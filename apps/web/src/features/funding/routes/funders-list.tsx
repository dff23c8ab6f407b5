import Add from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { funderKinds, mayManageFunders, type Funder } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useFunders } from '../api/funders'
import { FunderDialog } from '../components/funder-dialog'
import { formatMoney } from '../../../lib/format'

const filterNames = ['kind', 'active'] as const

/** /apps/fondeos/fondeadores (read contrato): funders with their lines' amount, use and room; administrators add. */
export function Component() {
  const { t } = useTranslation('funding')
  const { callText } = useErrorText('funding')
  const { rules } = useSession()
  const navigate = useNavigate()
  const { params, update, query } = useListParams(filterNames)
  const funders = useFunders(query)
  const notice = useListNotice()
  const [creating, setCreating] = useState(false)
  const columns: DataTableColumn<Funder>[] = [
    {
      id: 'name',
      header: t('funders.columns.name'),
      sortKey: 'name',
      render: (funder) => (
        <>
          <Link component={RouterLink} to={`/apps/fondeos/fondeadores/${funder.id}`} sx={{ fontWeight: 600 }}>
            {funder.name}
          </Link>
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`kinds.${funder.kind}`)}
            {funder.active ? '' : ` · ${t('funders.inactive')}`}
          </Typography>
        </>
      ),
    },
    { id: 'lines', header: t('funders.columns.lines'), render: (funder) => funder.lines.length },
    {
      id: 'amount',
      header: t('funders.columns.amount'),
      sortKey: 'amount',
      align: 'right',
      render: (funder) => formatMoney(funder.amountCents),
    },
    {
      id: 'used',
      header: t('funders.columns.used'),
      align: 'right',
      render: (funder) => formatMoney(funder.usedCents),
    },
    {
      id: 'available',
      header: t('funders.columns.available'),
      sortKey: 'available',
      align: 'right',
      render: (funder) => formatMoney(funder.availableCents),
    },
  ]
  return (
    <ListScreen
      title={t('funders.title')}
      subtitle={t('funders.subtitle')}
      notice={notice}
      filters={
        <>
          <FilterSelect
            id="funders-kind"
            label={t('funders.columns.kind')}
            value={params.filters.kind ?? ''}
            allLabel={t('list.all')}
            options={funderKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(kind) => update({ filters: { kind } })}
          />
          <FilterSelect
            id="funders-active"
            label={t('funders.columns.active')}
            value={params.filters.active ?? ''}
            allLabel={t('list.all')}
            options={[
              { value: 'true', label: t('funders.activeOnly') },
              { value: 'false', label: t('funders.inactive') },
            ]}
            onChange={(active) => update({ filters: { active } })}
          />
        </>
      }
      actions={
        mayManageFunders(rules) && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('funders.create')}
          </Button>
        )
      }
      list={{ params, update }}
      searchLabel={t('funders.search')}
      errorText={callText}
      query={funders}
      table={{
        label: t('funders.title'),
        columns,
        rows: funders.data?.items,
        rowKey: (funder) => funder.id,
        total: funders.data?.total ?? 0,
        emptyText: t('funders.empty'),
      }}
    >
      {creating && (
        <FunderDialog
          funder={null}
          onClose={() => setCreating(false)}
          onSaved={(funder) => void navigate(`/apps/fondeos/fondeadores/${funder.id}`)}
        />
      )}
    </ListScreen>
  )
}
