import Box from '@mui/material/Box'
import { pldOfficerReportKinds, pldReportCreateSchema } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useCreateReport } from '../api/create-report'

type ReportValues = z.input<typeof pldReportCreateSchema>

/** An unusual or internal-concern operation the officer writes: who, when, how much, and the narrative. */
export function ReportDialog(props: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('pld')
  const create = useCreateReport()
  const form = useContractForm(pldReportCreateSchema, {
    namespace: 'pld',
    // The kind starts empty: the officer chooses it (none is proposed).
    defaultValues: {
      subjectName: '',
      applicationId: null,
      operationOn: null,
      amountCents: null,
      narrative: '',
    },
  })
  const fields: GridFieldSpec<ReportValues>[] = [
    {
      name: 'kind',
      labelKey: 'report.kind',
      kind: 'select',
      options: pldOfficerReportKinds,
      optionKey: 'reportKinds',
      required: true,
      size: 'half',
    },
    { name: 'subjectName', labelKey: 'report.subjectName', required: true, size: 'half' },
    { name: 'operationOn', labelKey: 'report.operationOn', kind: 'date', size: 'half' },
    { name: 'amountCents', labelKey: 'report.amount', kind: 'money', size: 'half' },
    {
      name: 'narrative',
      labelKey: 'report.narrative',
      required: true,
      multiline: true,
      helperKey: 'report.narrativeHelp',
    },
  ]
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await create.mutateAsync(body)
      props.onDone()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('report.title')}
      submitLabel={t('actions.saveReport')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="pld" fields={fields} idPrefix="pld-report" />
      </Box>
    </FormDialog>
  )
}
