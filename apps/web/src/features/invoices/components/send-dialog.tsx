import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { invoicePdfLanguages, invoiceSendSchema, pdfLanguageOf, type InvoiceDetail } from '@mesa/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { ability } from '../../../lib/ability'
import { useSendInvoice } from '../api/invoice-mutations'

/**
 * Sends the invoice by e-mail with its PDF attached (the mail jobs deliver it); status Sent. The PDF and
 * the mail are in the language chosen here (the screen's by default).
 */
export function SendDialog({
  invoice,
  open,
  onClose,
  onDone,
}: {
  invoice: InvoiceDetail
  open: boolean
  onClose: () => void
  onDone: (to: string) => void
}) {
  const { t, i18n } = useTranslation('invoices')
  const send = useSendInvoice()
  // Another address than the client's contact is a right of its own (the API refuses it otherwise).
  const mayChooseRecipient = ability.can('send', 'invoice_recipients')
  // The PDF prints in Spanish, English or French: an Arabic screen sends English (contracts' pdfLanguageOf).
  const screenLanguage = pdfLanguageOf(i18n.language)
  const startValues = { version: invoice.version, to: invoice.client.companyEmail, language: screenLanguage }
  const form = useContractForm(invoiceSendSchema, { namespace: 'invoices', defaultValues: startValues })
  const { reset, clearServerError } = form
  useEffect(() => {
    if (!open) return
    reset({ version: invoice.version, to: invoice.client.companyEmail, language: screenLanguage })
    clearServerError()
  }, [open, invoice.version, invoice.client.companyEmail, screenLanguage, reset, clearServerError])

  const fields: GridFieldSpec<typeof startValues>[] = [
    {
      name: 'to',
      labelKey: 'send.to',
      type: 'email',
      required: true,
      readOnly: !mayChooseRecipient,
      helperKey: mayChooseRecipient ? 'send.help' : 'send.contactOnly',
    },
    {
      name: 'language',
      labelKey: 'send.language',
      options: invoicePdfLanguages,
      optionKey: 'send.languages',
    },
  ]

  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await send.mutateAsync({ id: invoice.id, body })
      onDone(body.to ?? invoice.client.companyEmail)
    } catch (failure) {
      form.failWith(failure)
    }
  })

  return (
    <FormDialog
      open={open}
      title={t('send.title', { id: invoice.id })}
      submitLabel={t('send.submit')}
      busy={send.isPending}
      error={form.serverError}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="invoices" idPrefix="invoice-send" fields={fields} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('send.attachment', { file: `factura-${invoice.id}.pdf` })}
        </Typography>
      </Box>
    </FormDialog>
  )
}
