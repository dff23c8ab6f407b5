import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import type { CollectionQueueItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { formatDate, formatDateTime, formatFolio, formatMoney } from '../../../lib/format'
import type { DeskCaptureState } from '../offline/desk-store'
import { CallButton } from './call-button'
import { CaptureChip } from './capture-chip'
import { deskPaths, promiseColor } from './desk-words'

/** Where the contacts and promises captured on the phone for a loan stand, with how many in each state. */
type PhoneStates = (loanId: number) => Array<{ state: DeskCaptureState; count: number }>

/**
 * The queue's columns; on a phone each row is a card titled by the first, the actions closing it (with the
 * state of what was captured on the phone for the loan, issue 39).
 */
export function useQueueColumns(phoneStates: PhoneStates): DataTableColumn<CollectionQueueItem>[] {
  const { t, i18n } = useTranslation('collections')
  const language = i18n.language
  return [
    {
      id: 'customer',
      header: t('columns.customer'),
      sortKey: 'folio',
      render: (row) => (
        <Link
          component={RouterLink}
          to={deskPaths.loan(row.loanId)}
          sx={{ display: 'inline-block', minHeight: 24 }}
        >
          {`${formatFolio(row.folio, language)} · ${row.applicantName}`}
        </Link>
      ),
    },
    {
      id: 'daysPastDue',
      header: t('columns.daysPastDue'),
      sortKey: 'daysPastDue',
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{t('queue.days', { count: row.daysPastDue })}</span>
          <Chip size="small" variant="outlined" label={t(`buckets.${row.bucket}`)} />
        </Stack>
      ),
    },
    {
      id: 'balance',
      header: t('columns.balance'),
      sortKey: 'balance',
      render: (row) => formatMoney(row.balanceCents),
    },
    { id: 'ally', header: t('columns.ally'), render: (row) => row.allyName ?? t('queue.noAlly') },
    {
      id: 'collector',
      header: t('columns.collector'),
      render: (row) => row.collectorName ?? t('queue.unassigned'),
    },
    {
      id: 'promise',
      header: t('columns.promise'),
      render: (row) =>
        row.promise ? (
          <Chip
            size="small"
            color={promiseColor(row.promise.status)}
            label={t(`promiseStatus.${row.promise.status}`, {
              amount: formatMoney(row.promise.amountCents),
              date: formatDate(row.promise.promisedOn, language),
            })}
          />
        ) : (
          t('queue.noPromise')
        ),
    },
    {
      id: 'lastContact',
      header: t('columns.lastContact'),
      render: (row) =>
        row.lastContactAt ? formatDateTime(row.lastContactAt, language) : t('queue.neverContacted'),
    },
    {
      id: 'actions',
      header: '',
      render: (row) => {
        const states = phoneStates(row.loanId)
        return (
          <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
            {states.length > 0 && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {states.map(({ state, count }) => (
                  <CaptureChip key={state} state={state} count={count} />
                ))}
              </Stack>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <CallButton phone={row.phone} name={row.applicantName} />
              <Button
                component={RouterLink}
                to={deskPaths.loan(row.loanId)}
                variant="outlined"
                size="small"
                sx={{ minHeight: 36 }}
                aria-label={t('actions.workName', { name: row.applicantName })}
              >
                {t('actions.work')}
              </Button>
            </Stack>
          </Stack>
        )
      },
    },
  ]
}
