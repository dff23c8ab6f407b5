import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import { mayCreateVin, mayEditVin, vinRecordInputSchema, type VinRecord } from '@mesa/contracts'
import { useState } from 'react'
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useSaveVin } from '../api/save-vin'
import { VinDecoded } from './vin-decoded'

export interface VinValues {
  vin: string
  make: string
  model: string
  version: string
  colour: string
  engineNumber: string
  invoiceNumber: string
  invoiceDate: string
  invoiceValueCents: number | null
}

const fields: GridFieldSpec<VinValues>[] = [
  { name: 'vin', labelKey: 'fields.vin', size: 'half', required: true, helperKey: 'fields.vinHelper' },
  { name: 'make', labelKey: 'fields.make', size: 'half', required: true },
  { name: 'model', labelKey: 'fields.model', size: 'third', required: true },
  { name: 'version', labelKey: 'fields.version', size: 'third' },
  { name: 'colour', labelKey: 'fields.colour', size: 'third' },
  { name: 'engineNumber', labelKey: 'fields.engineNumber', size: 'half' },
  { name: 'invoiceNumber', labelKey: 'fields.invoiceNumber', size: 'half' },
  { name: 'invoiceDate', labelKey: 'fields.invoiceDate', kind: 'date', size: 'half' },
  { name: 'invoiceValueCents', labelKey: 'fields.invoiceValue', kind: 'money', size: 'half' },
]

const valuesOf = (record: VinRecord | null): VinValues => ({
  vin: record?.vin ?? '',
  make: record?.make ?? '',
  model: record?.model ?? '',
  version: record?.version ?? '',
  colour: record?.colour ?? '',
  engineNumber: record?.engineNumber ?? '',
  invoiceNumber: record?.invoiceNumber ?? '',
  invoiceDate: record?.invoiceDate ?? '',
  invoiceValueCents: record?.invoiceValueCents ?? null,
})

/** The VIN record's fields (add and edit): the contract's schema checks them, the decoded parts show live. */
export function VinForm({
  record,
  onSaved,
}: {
  record: VinRecord | null
  onSaved: (saved: VinRecord) => void
}) {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const save = useSaveVin()
  // The screens open on read Admin; saving needs create (add) or update (edit) Admin, as the API asks.
  const { rules } = useSession()
  const writable = record ? mayEditVin(rules) : mayCreateVin(rules)
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null)
  const form = useForm<VinValues>({
    resolver: zodResolver(vinRecordInputSchema as never) as unknown as Resolver<VinValues>,
    defaultValues: valuesOf(record),
  })
  const vin = useWatch({ control: form.control, name: 'vin' })
  const submit = form.handleSubmit(async (values) => {
    setProblem(null)
    try {
      const body = { ...(values as unknown as VinValues) }
      const saved = await save.mutateAsync(
        record
          ? { id: record.id, body: { ...body, recordVersion: record.recordVersion } as never }
          : { body: body as never },
      )
      onSaved(saved)
    } catch (failure) {
      placeFieldErrors(failure, (path, entry) => {
        if (!(path in valuesOf(null))) return false
        form.setError(path as FieldPath<VinValues>, { type: 'server', message: entry })
        return true
      })
      setProblem({
        text: callText(failure),
        stale:
          failure instanceof HttpError && failure.status === 409 && 'version' in (failure.body?.errors ?? {}),
      })
    }
  })
  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FieldGrid
            control={form.control}
            namespace="vehicles"
            fields={fields}
            idPrefix="vin"
            breakpoint="md"
            disabled={!writable}
          >
            <Grid size={12}>
              <VinDecoded vin={vin} />
            </Grid>
            {problem && (
              <Grid size={12}>
                <Alert
                  severity="error"
                  action={
                    problem.stale ? (
                      <Button color="inherit" onClick={() => window.location.reload()}>
                        {t('form.reload')}
                      </Button>
                    ) : undefined
                  }
                >
                  {problem.text}
                </Alert>
              </Grid>
            )}
            <Grid size={12}>
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                <Button component={RouterLink} to="/apps/vin/list">
                  {t('form.cancel')}
                </Button>
                {writable && (
                  <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                    {t('form.save')}
                  </Button>
                )}
              </Stack>
            </Grid>
          </FieldGrid>
        </form>
      </CardContent>
    </Card>
  )
}
