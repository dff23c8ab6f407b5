import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { bureauPullRequestSchema } from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormField, useContractForm } from '../../../components/form'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import { useRequestBureauPull } from '../api/request-bureau-pull'
import { InlineForm } from './inline-form'

/** A forced pull as the analyst asks for it: only the reason is typed. */
interface ForcePullValues {
  reason: string
}

/** The form as the pull's contract reads it: a pull within the reuse window is forced, with its reason. */
const forcePullSchema = z
  .custom<ForcePullValues>()
  .transform((values): unknown => ({ force: true, reason: values.reason }))
  .pipe(bureauPullRequestSchema)

/** A new pull while the last report is still reused: forced, with the reason the API audits. */
export function ForcePullForm(props: { application: ApplicationFile; reuseUntil: string }) {
  const { application } = props
  const { t, i18n } = useTranslation('creditBureau')
  const pull = useRequestBureauPull()
  const form = useContractForm(forcePullSchema, { namespace: 'creditBureau', defaultValues: { reason: '' } })
  const reason = useWatch({ control: form.control, name: 'reason' })
  return (
    <InlineForm
      label={t('analysis.bureau.force')}
      form={form}
      send={(body) => pull.mutateAsync({ origin: application.origin, id: application.id, ...body })}
    >
      <Box sx={{ minWidth: 280, flex: 1 }}>
        <FormField
          control={form.control}
          name="reason"
          namespace="creditBureau"
          idPrefix="force"
          label={t('analysis.bureau.forceReason')}
          helperText={t('analysis.bureau.recentUntil', {
            date: formatDateTime(props.reuseUntil, i18n.language),
          })}
        />
      </Box>
      <Button type="submit" variant="outlined" disabled={pull.isPending || reason.trim().length < 5}>
        {t('analysis.bureau.force')}
      </Button>
    </InlineForm>
  )
}
