import { checkOverrideRequestSchema, type AutomatedCheck } from '@mesa/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import type { ApplicationFile } from '../../../lib/application-file'
import { useOverrideCheck } from '../api/change-checks'

/** Override a failed check: the reason is required (the API audits it with the analyst's name). */
export function OverrideDialog(props: {
  application: ApplicationFile
  check: AutomatedCheck
  onClose: () => void
}) {
  const { application, check, onClose } = props
  const { t } = useTranslation('automatedChecks')
  const override = useOverrideCheck()
  const form = useContractForm(checkOverrideRequestSchema, {
    namespace: 'automatedChecks',
    defaultValues: { reason: '', version: check.version },
  })
  const { setFocus } = form
  // The reason is all the dialog asks: the cursor starts there.
  useEffect(() => setFocus('reason'), [setFocus])
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await override.mutateAsync({
        origin: application.origin,
        id: application.id,
        check: check.name,
        ...body,
      })
      onClose()
    } catch (error) {
      form.failWith(error, { shouldFocus: true })
    }
  })
  return (
    <FormDialog
      open
      title={t('analysis.checks.overrideTitle', { check: t(`analysis.checkNames.${check.name}`) })}
      submitLabel={t('analysis.checks.overrideConfirm')}
      submitColor="warning"
      busy={override.isPending}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormField
        control={form.control}
        name="reason"
        namespace="automatedChecks"
        idPrefix="override"
        label={t('analysis.checks.reason')}
        helperText={t('analysis.checks.reasonHelp')}
        multiline
        maxLength={500}
      />
    </FormDialog>
  )
}
