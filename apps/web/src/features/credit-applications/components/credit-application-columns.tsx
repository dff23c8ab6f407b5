import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { creditProducts, stages, type ApplicationListItem, type CsvExportLabels } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { formatDate, formatMoney } from '../../../lib/format'
import { timeInStage } from './format'
import { StageChip } from './stage-chip'

export const detailPath = (row: { product: string; id: number }) =>
  `/apps/solicitudes/${row.product}/${row.id}`

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase()

export function OwnerAvatar({ owner }: { owner: ApplicationListItem['owner'] }) {
  const { t } = useTranslation('applications')
  if (!owner)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('list.unassigned')}
      </Typography>
    )
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar
        src={owner.avatar ?? undefined}
        alt=""
        sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'primary.dark', color: '#fff', flexShrink: 0 }}
      >
        {initials(owner.fullName)}
      </Avatar>
      <Typography variant="body2" noWrap title={owner.fullName}>
        {owner.fullName}
      </Typography>
    </Box>
  )
}

export function TimeInStage({ row }: { row: Pick<ApplicationListItem, 'hoursInStage' | 'overdue'> }) {
  const { t } = useTranslation('applications')
  const time = timeInStage(row.hoursInStage)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <span>{t(`time.${time.unit}`, { count: time.count })}</span>
      {row.overdue && (
        <Tooltip title={t('list.overdueHint')}>
          <Chip size="small" color="error" variant="outlined" label={t('list.overdue')} />
        </Tooltip>
      )}
    </Box>
  )
}

/** The columns the application lists share: folio links to the file. */
export function useApplicationColumns(): DataTableColumn<ApplicationListItem>[] {
  const { t, i18n } = useTranslation('applications')
  return [
    {
      id: 'folio',
      header: t('columns.folio'),
      sortKey: 'folio',
      render: (row) => (
        <Link component={RouterLink} to={detailPath(row)} aria-label={t('list.open', { folio: row.folio })}>
          {row.folio}
        </Link>
      ),
    },
    {
      id: 'applicant',
      header: t('columns.applicant'),
      sortKey: 'applicant',
      render: (row) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.applicantName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.curp}
          </Typography>
        </Box>
      ),
    },
    { id: 'product', header: t('columns.product'), render: (row) => t(`products.${row.product}`) },
    { id: 'ally', header: t('columns.ally'), render: (row) => row.allyName },
    {
      id: 'amount',
      header: t('columns.amount'),
      sortKey: 'amount',
      align: 'right',
      render: (row) => formatMoney(row.requestedAmountCents),
    },
    {
      id: 'stage',
      header: t('columns.stage'),
      sortKey: 'stage',
      render: (row) => <StageChip stage={row.stage} />,
    },
    { id: 'owner', header: t('columns.owner'), render: (row) => <OwnerAvatar owner={row.owner} /> },
    {
      id: 'timeInStage',
      header: t('columns.timeInStage'),
      sortKey: 'timeInStage',
      render: (row) => <TimeInStage row={row} />,
    },
    {
      id: 'created',
      header: t('columns.created'),
      sortKey: 'created',
      render: (row) => formatDate(row.createdAt, i18n.language),
    },
  ]
}

/**
 * The CSV export's headers and value texts in the person's language; the server streams the rows
 * (exports.routes.ts names the same column keys).
 */
export function useApplicationCsvLabels(): CsvExportLabels {
  const { t } = useTranslation('applications')
  return {
    headers: {
      folio: t('columns.folio'),
      applicantName: t('columns.applicant'),
      curp: 'CURP',
      mobilePhone: t('columns.phone'),
      product: t('columns.product'),
      allyName: t('columns.ally'),
      requestedAmount: t('columns.amount'),
      stage: t('columns.stage'),
      owner: t('columns.owner'),
      hoursInStage: t('columns.hoursInStage'),
      overdue: t('columns.overdue'),
      createdAt: t('columns.created'),
    },
    values: {
      ...Object.fromEntries(
        creditProducts.map((product) => [`product:${product}`, t(`products.${product}`)]),
      ),
      ...Object.fromEntries(stages.map((stage) => [`stage:${stage}`, t(`stages.${stage}`)])),
      'overdue:true': t('list.yes'),
      'overdue:false': t('list.no'),
    },
  }
}
