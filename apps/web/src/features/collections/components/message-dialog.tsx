import Typography from '@mui/material/Typography'
import { deskMessageChannels, deskMessageSchema } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useDeskTemplates, useSendDeskMessage } from '../api/desk-loan'

/** The form holds the template's choice as the select gives it ('' for none); the contract takes an id or null. */
interface MessageValues {
  channel: string
  templateId: string
  text: string
}
const messageFormSchema = z
  .custom<MessageValues>()
  .transform((values): unknown => ({
    ...values,
    templateId: values.templateId === '' ? null : Number(values.templateId),
  }))
  .pipe(deskMessageSchema)

/**
 * Writes to the loan's customer (issue 35): WhatsApp or e-mail, free text or an approved template. WhatsApp
 * takes free text only while the customer's 24-hour window is open; the server says when it is closed (then a
 * template). What is sent lands in the loan's contact history.
 */
export function MessageDialog(props: { loanId: number; onClose: () => void }) {
  const { t } = useTranslation('collections')
  const send = useSendDeskMessage(props.loanId)
  const templates = useDeskTemplates()
  const form = useContractForm(messageFormSchema, {
    namespace: 'collections',
    defaultValues: { channel: 'whatsapp', templateId: '', text: '' },
  })
  const fields: GridFieldSpec<MessageValues>[] = [
    {
      name: 'channel',
      labelKey: 'message.channel',
      options: deskMessageChannels,
      optionKey: 'channels',
      size: 'half',
    },
    {
      name: 'templateId',
      labelKey: 'message.template',
      options: [
        { value: '', label: t('message.noTemplate') },
        ...(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name })),
      ],
      size: 'half',
    },
    { name: 'text', labelKey: 'message.text', multiline: true },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('message.title')}
      submitLabel={t('message.send')}
      namespace="collections"
      fields={fields}
      idPrefix="desk-message"
      intro={
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('message.help')}
        </Typography>
      }
      send={async (values) => {
        await send.mutateAsync(values)
        props.onClose()
      }}
      onClose={props.onClose}
    />
  )
}
