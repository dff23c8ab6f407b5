import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  invoicePdfLanguages,
  pdfLanguageOf,
  type InvoiceDetail,
  type InvoicePdfLanguage,
} from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSendInvoice } from '../api/invoice-mutations'
import { FormDialog } from '../../../components/form-dialog'

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
  const { callText, fieldText } = useErrorText('invoices')
  const send = useSendInvoice()
  // Another address than the client's contact is a right of its own (the API refuses it otherwise).
  const mayChooseRecipient = ability.can('send', 'invoice_recipients')
  // The PDF prints in Spanish, English or French: an Arabic screen sends English (contracts' pdfLanguageOf).
  const screenLanguage = pdfLanguageOf(i18n.language)
  const [language, setLanguage] = useState<InvoicePdfLanguage>(screenLanguage)
  const [to, setTo] = useState(invoice.client.companyEmail)
  const [error, setError] = useState<string | null>(null)
  const [toError, setToError] = useState('')
  useEffect(() => {
    if (open) {
      setTo(invoice.client.companyEmail)
      setLanguage(screenLanguage)
      setError(null)
      setToError('')
    }
  }, [open, invoice.client.companyEmail, screenLanguage])

  const submit = async () => {
    setError(null)
    setToError('')
    try {
      await send.mutateAsync({ id: invoice.id, body: { version: invoice.version, to: to.trim(), language } })
      onDone(to.trim())
    } catch (failure) {
      const entry = failure instanceof HttpError ? failure.body?.errors?.to?.[0] : undefined
      if (entry) setToError(fieldText(entry, 'to'))
      else setError(callText(failure))
    }
  }

  return (
    <FormDialog
      open={open}
      title={t('send.title', { id: invoice.id })}
      submitLabel={t('send.submit')}
      busy={send.isPending}
      error={error}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <TextField
          id="invoice-send-to"
          label={t('send.to')}
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={Boolean(toError)}
          helperText={toError || t(mayChooseRecipient ? 'send.help' : 'send.contactOnly')}
          slotProps={{ htmlInput: { readOnly: !mayChooseRecipient } }}
          fullWidth
          required
        />
        <TextField
          id="invoice-send-language"
          select
          label={t('send.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as InvoicePdfLanguage)}
          fullWidth
          sx={{ mt: 2 }}
        >
          {invoicePdfLanguages.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`send.languages.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('send.attachment', { file: `factura-${invoice.id}.pdf` })}
        </Typography>
      </Box>
    </FormDialog>
  )
}
