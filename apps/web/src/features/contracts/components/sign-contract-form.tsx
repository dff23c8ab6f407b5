import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { businessToday, signContractFieldsSchema, type Contract, type CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { useSignContract } from '../api/contract-mutations'

const signFormSchema = signContractFieldsSchema.pick({ signedOn: true })
type SignValues = z.input<typeof signFormSchema>
const fields: GridFieldSpec<SignValues>[] = [
  { name: 'signedOn', labelKey: 'contract.sign.signedOn', kind: 'date', size: 'half', required: true },
]

/** The signature of the generated version: its date (the server refuses future dates) and the signed scan. */
export function SignContractForm(props: {
  origin: CreditProduct
  id: number
  contract: Contract
  onSigned: () => void
}) {
  const { t } = useTranslation('contracts')
  const { callText, fieldText } = useErrorText('contracts')
  const sign = useSignContract()
  const [scan, setScan] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const form = useContractForm(signFormSchema, {
    namespace: 'contracts',
    defaultValues: { signedOn: businessToday() },
  })
  const submit = form.handleSubmit(async ({ signedOn }) => {
    setProblem(null)
    if (!scan) return setProblem(t('contract.sign.scanMissing'))
    try {
      await sign.mutateAsync({
        origin: props.origin,
        id: props.id,
        contractId: props.contract.id,
        version: props.contract.version,
        signedOn,
        scan,
      })
      props.onSigned()
    } catch (failure) {
      const placed = placeFieldErrors(failure, (field, entry) => {
        if (field === 'signedOn') form.setError('signedOn', { type: 'server', message: entry })
        if (field === 'file') setProblem(fieldText(entry, field))
        return field === 'signedOn' || field === 'file'
      })
      if (!placed) setProblem(callText(failure))
    }
  })
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('contract.sign.title')}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('contract.sign.title')}
      </Typography>
      <FieldGrid control={form.control} namespace="contracts" fields={fields} idPrefix="contract-sign">
        <Grid
          size={{ xs: 12, sm: 6 }}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Button variant="outlined" component="label">
            {t('contract.sign.chooseScan')}
            <input
              hidden
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              aria-label={t('contract.sign.chooseScan')}
              onChange={(event) => setScan(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {scan?.name ?? t('contract.sign.noScan')}
          </Typography>
        </Grid>
        {problem && (
          <Grid size={12}>
            <Alert severity="error">{problem}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('contract.sign.submit')}
          </Button>
        </Grid>
      </FieldGrid>
    </form>
  )
}
