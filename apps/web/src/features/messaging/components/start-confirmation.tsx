import type { CampaignDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { ConfirmMoneyDialog } from '../../../components/confirm-money-dialog'
import { formatNumber } from '../../../lib/format'

/**
 * Asks before a campaign starts sending (issue 38): to how many people, with which template, at what pace;
 * once sent, a message cannot be taken back.
 */
export function StartConfirmation(props: {
  campaign: CampaignDetail
  audience: string
  busy: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('messaging')
  const { campaign } = props
  return (
    <ConfirmMoneyDialog
      open
      title={t('startConfirm.title', { name: campaign.name })}
      text={t('startConfirm.text', {
        count: campaign.total,
        total: formatNumber(campaign.total, i18n.language),
      })}
      rows={[
        { label: t('campaign.recipients'), text: formatNumber(campaign.total, i18n.language), strong: true },
        { label: t('startConfirm.template'), text: campaign.templateName },
        { label: t('startConfirm.audience'), text: props.audience },
        { label: t('fields.ratePerMinute'), text: t('campaign.rate', { count: campaign.ratePerMinute }) },
      ]}
      confirmLabel={t('campaign.moves.start')}
      busy={props.busy}
      error={props.error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  )
}
