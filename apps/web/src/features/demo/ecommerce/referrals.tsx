import type { Referral } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ScreenHeader } from '../../../components/list-screen'
import { useListParams } from '../../../lib/use-list-params'
import { useReferrals } from '../api/ecommerce'
import { DemoBanner } from '../components/demo-banner'
import { PlainList } from '../components/plain-list'
import { Person } from '../components/person'
import { StatusChip } from '../components/status-chip'

/** /apps/ecommerce/referrals: server sort (users, referred-id, earning, value, status) and paging. */
export function Component() {
  const { t } = useTranslation('demo')
  const { params, update, query } = useListParams()
  const referrals = useReferrals(query)
  const columns: DataTableColumn<Referral>[] = [
    {
      id: 'user',
      header: t('referrals.user'),
      sortKey: 'users',
      render: (referral) => <Person name={referral.user} detail={referral.email} avatar={referral.avatar} />,
    },
    {
      id: 'referredId',
      header: t('referrals.referredId'),
      sortKey: 'referred-id',
      render: (referral) => referral.referredId,
    },
    {
      id: 'status',
      header: t('referrals.status'),
      sortKey: 'status',
      render: (referral) => <StatusChip status={referral.status} />,
    },
    {
      id: 'value',
      header: t('referrals.value'),
      sortKey: 'value',
      align: 'right',
      render: (referral) => referral.value,
    },
    {
      id: 'earning',
      header: t('referrals.earning'),
      sortKey: 'earning',
      align: 'right',
      render: (referral) => referral.earning,
    },
  ]
  return (
    <>
      <ScreenHeader title={t('referrals.title')} />
      <DemoBanner />
      <PlainList
        list={{ params, update }}
        query={referrals}
        table={{
          label: t('referrals.title'),
          columns,
          rows: referrals.data?.referrals,
          rowKey: (referral) => referral.id,
          total: referrals.data?.total ?? 0,
          emptyText: t('referrals.empty'),
        }}
      />
    </>
  )
}
