import { writeOffRequestSchema, type CreditProduct } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { useAskWriteOff } from '../api/write-off'
import { writeOffSummary } from './money-summaries'
import { ReasonedMoneyDialog } from './reasoned-money-dialog'

/** The reason alone: the version is the loan's, added when the write-off is asked. */
const writeOffFormSchema = writeOffRequestSchema.omit({ version: true })

/**
 * Asks to write the loan off (castigo, issue 33) with a reason: a second person approves it on the approvals
 * queue; whoever did anything on the loan may not (separation of duties).
 */
export function WriteOffDialog(props: {
  origin: CreditProduct
  id: number
  version: number
  balanceCents: number
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const ask = useAskWriteOff(props.origin, props.id)
  return (
    <ReasonedMoneyDialog
      schema={writeOffFormSchema}
      idPrefix="write-off"
      title={t('loanServicing.delinquency.writeOff.title')}
      text={t('loanServicing.delinquency.writeOff.text', {
        amount: formatMoney(props.balanceCents, { language: i18n.language }),
      })}
      reasonLabel={t('loanServicing.delinquency.writeOff.reason')}
      submitLabel={t('loanServicing.delinquency.writeOff.submit')}
      // A write-off is always approved by a second person.
      fourEyes={t('loanServicing.delinquency.writeOff.fourEyes')}
      summary={(reason) => writeOffSummary(props.balanceCents, reason, t)}
      onAsk={(reason) => ask.mutateAsync({ reason, version: props.version })}
      busy={ask.isPending}
      onClose={props.onClose}
    />
  )
}
