import {
  callOutcomes,
  contactCreateSchema,
  type CollectionQueueItem,
  type ContactCreateInput,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import type { DeskCapture } from '../offline/desk-store'
import { useCaptureDialog, useShowRefusal } from '../offline/use-save-capture'

/** The channels a contact is logged by from the panel: a call (its outcome), a message, a field visit asked. */
export type ContactKind = 'call' | 'message'

/** The dialog a contact captured on the phone opens in: a call's, or a message's. */
export const contactKindOf = (capture: DeskCapture): ContactKind =>
  capture.kind === 'contact' && capture.body.channel !== 'call' ? 'message' : 'call'

/**
 * Logs a contact on the loan: a call with its outcome (the choice starts empty: the collector says what
 * happened), or a message sent or received by WhatsApp, e-mail or SMS. Saved on the phone first and sent at
 * once, or when the signal returns (issue 39); `editing` is a refused one opened to be corrected and sent again.
 */
export function ContactDialog(props: {
  loan: CollectionQueueItem
  kind: ContactKind
  editing?: DeskCapture
  onClose: () => void
}) {
  const { t } = useTranslation('collections')
  const capture = useCaptureDialog(props.loan, props.editing, props.onClose)
  const call = props.kind === 'call'
  const edited = props.editing?.kind === 'contact' ? props.editing.body : null
  const form = useContractForm(contactCreateSchema, {
    namespace: 'collections',
    defaultValues: edited ?? {
      channel: call ? 'call' : 'whatsapp',
      direction: 'out',
      outcome: call ? ('' as unknown as null) : null,
      summary: '',
    },
  })
  useShowRefusal(form, props.editing)
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
      send={(values) => capture.submit({ kind: 'contact', body: values })}
      onClose={capture.close}
    />
  )
}
