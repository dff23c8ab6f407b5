import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useParams } from 'react-router'
import { NoticeAlert, useListNotice } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { useErrorText } from '../../../lib/error-text'
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf'
import { useInvoice } from '../api/get-invoice'
import { InvoiceDocument } from '../components/invoice-document'
import { InvoicePage } from '../components/invoice-page'
import { InvoicePayments } from '../components/invoice-payments'
import { PaymentDialog } from '../components/payment-dialog'
import { SendDialog } from '../components/send-dialog'

/** /apps/invoice/preview/:id: the printed invoice, with download, print, send, payments and edit. */
export function Component() {
  const { t } = useTranslation('invoices')
  const { callText } = useErrorText('invoices')
  const id = Number(useParams().id)
  const saved = Boolean((useLocation().state as { saved?: boolean } | null)?.saved)
  const answer = useInvoice(id)
  const download = useDownloadInvoicePdf()
  const notice = useListNotice()
  const [dialog, setDialog] = useState<'send' | 'payment' | null>(null)
  const invoice = answer.data?.invoice
  const { show } = notice
  useEffect(() => {
    if (saved) show(t('form.saved'))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved])

  const actions = invoice && (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        disabled={download.isPending}
        onClick={() => download.mutate(id, { onError: (error) => notice.show(callText(error), 'error') })}
      >
        {t('preview.download')}
      </Button>
      <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
        {t('preview.print')}
      </Button>
      {ability.can('send', 'Invoices') && (
        <Button variant="contained" startIcon={<SendOutlined />} onClick={() => setDialog('send')}>
          {t('preview.send')}
        </Button>
      )}
      {ability.can('record_payment', 'Invoices') && (
        <Button variant="outlined" startIcon={<PaymentsOutlined />} onClick={() => setDialog('payment')}>
          {t('preview.addPayment')}
        </Button>
      )}
      {ability.can('update', 'Invoices') && (
        <Button startIcon={<EditOutlined />} component={RouterLink} to={`/apps/invoice/edit/${id}`}>
          {t('preview.edit')}
        </Button>
      )}
    </Stack>
  )

  return (
    <InvoicePage
      title={t('preview.title', { id })}
      actions={actions}
      loading={answer.isPending}
      error={answer.error ? callText(answer.error) : null}
      onRetry={() => void answer.refetch()}
    >
      <NoticeAlert notice={notice} />
      {answer.data && invoice && (
        <>
          <InvoiceDocument {...answer.data} />
          <InvoicePayments payments={invoice.payments} />
          <SendDialog
            invoice={invoice}
            open={dialog === 'send'}
            onClose={() => setDialog(null)}
            onDone={(to) => {
              setDialog(null)
              notice.show(t('send.done', { to }))
            }}
          />
          <PaymentDialog
            invoice={invoice}
            open={dialog === 'payment'}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null)
              notice.show(t('payment.done'))
            }}
          />
        </>
      )}
    </InvoicePage>
  )
}
