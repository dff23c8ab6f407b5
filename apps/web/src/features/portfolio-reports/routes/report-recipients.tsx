import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import type { ReportRecipients } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldGrid, FormEnd, FormPanel, useContractForm } from '../../../components/form'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useReportRecipients } from '../api/get-report-recipients'
import { useUpdateReportRecipients } from '../api/update-report-recipients'
import { recipientsFieldOf, recipientsFormSchema } from '../components/recipients-form-values'

function RecipientsForm({ saved, onSaved }: { saved: ReportRecipients; onSaved: () => void }) {
  const { t } = useTranslation('portfolio-reports')
  const update = useUpdateReportRecipients()
  const form = useContractForm(recipientsFormSchema, {
    namespace: 'portfolio-reports',
    defaultValues: { emails: saved.emails.join('\n'), version: saved.version },
    checkFieldOf: recipientsFieldOf,
  })
  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      const next = await update.mutateAsync(body)
      form.reset({ emails: next.emails.join('\n'), version: next.version })
      onSaved()
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('recipients.form')} onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('recipients.explain')}
      </Typography>
      <FieldGrid
        control={form.control}
        namespace="portfolio-reports"
        idPrefix="report-recipients"
        fields={[{ name: 'emails', labelKey: 'recipients.emails', multiline: true, size: 'full' }]}
      />
      <FormEnd
        message={form.serverError}
        label={update.isPending ? t('recipients.saving') : t('recipients.save')}
        disabled={update.isPending}
      />
    </FormPanel>
  )
}

/** /apps/reportes-cartera/destinatarios (update portfolio_reports): who receives the monthly package. */
export function Component() {
  const { t } = useTranslation('portfolio-reports')
  const { callText } = useErrorText('portfolio-reports')
  const recipients = useReportRecipients()
  const [notice, setNotice] = useState(false)
  return (
    <>
      <ScreenHeader title={t('recipients.title')} subtitle={t('recipients.subtitle')} />
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(false)}>
          {t('recipients.saved')}
        </Alert>
      )}
      {recipients.isError && <Alert severity="error">{callText(recipients.error)}</Alert>}
      {recipients.data && (
        <RecipientsForm
          key={recipients.data.version}
          saved={recipients.data}
          onSaved={() => setNotice(true)}
        />
      )}
    </>
  )
}
