import { callOutcomes, contactCreateSchema, type ContactCreateInput } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useLogContact } from '../api/desk-loan'

/** The channels a contact is logged by from the panel: a call (its outcome), a message, a field visit asked. */
export type ContactKind = 'call' | 'message'

/**
 * Logs a contact on the loan: a call with its outcome (the choice starts empty: the collector says what
 * happened), or a message sent or received by WhatsApp, e-mail or SMS.
 */
export function ContactDialog(props: { loanId: number; kind: ContactKind; onClose: () => void }) {
  const { t } = useTranslation('collections')
  const log = useLogContact(props.loanId)
  const call = props.kind === 'call'
  const form = useContractForm(contactCreateSchema, {
    namespace: 'collections',
    defaultValues: {
      channel: call ? 'call' : 'whatsapp',
      direction: 'out',
      outcome: call ? ('' as unknown as null) : null,
      summary: '',
    },
  })
  const fields: GridFieldSpec<ContactCreateInput>[] = call
    ? [
        {
          name: 'outcome',
          labelKey: 'contact.outcome',
          options: callOutcomes,
          optionKey: 'outcomes',
          required: true,
        },
        { name: 'summary', labelKey: 'contact.summary', multiline: true },
      ]
    : [
        {
          name: 'channel',
          labelKey: 'contact.channel',
          options: ['whatsapp', 'email', 'sms'],
          optionKey: 'channels',
          size: 'half',
        },
        {
          name: 'direction',
          labelKey: 'contact.direction',
          options: ['out', 'in'],
          optionKey: 'directions',
          size: 'half',
        },
        { name: 'summary', labelKey: 'contact.summary', multiline: true },
      ]
  return (
    <GridFormDialog
      form={form}
      title={call ? t('contact.callTitle') : t('contact.messageTitle')}
      submitLabel={t('actions.save')}
      namespace="collections"
      fields={fields}
      idPrefix="contact"
      send={async (values) => {
        await log.mutateAsync(values)
        props.onClose()
      }}
      onClose={props.onClose}
    />
  )
}
