import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import { mayCreateVin, mayEditVin, vinRecordInputSchema, type VinRecord } from '@mesa/contracts'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Link as RouterLink } from 'react-router'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useSaveVin } from '../api/save-vin'
import { VinDecoded } from './vin-decoded'

type VinValues = z.input<typeof vinRecordInputSchema>

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
  const save = useSaveVin()
  // The screens open on read Admin; saving needs create (add) or update (edit) Admin, as the API asks.
  const { rules } = useSession()
  const writable = record ? mayEditVin(rules) : mayCreateVin(rules)
  const [stale, setStale] = useState(false)
  const form = useContractForm(vinRecordInputSchema, {
    namespace: 'vehicles',
    defaultValues: valuesOf(record),
    // `version` in an answer is the record's read version (stale → the alert offers a reload), not the trim.
    serverFieldOf: (path) => (path !== 'version' && path in valuesOf(null) ? path : null),
  })
  const vin = useWatch({ control: form.control, name: 'vin' })
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    setStale(false)
    try {
      const saved = await save.mutateAsync(
        record
          ? { id: record.id, body: { ...values, recordVersion: record.recordVersion } }
          : { body: values },
      )
      onSaved(saved)
    } catch (failure) {
      form.failWith(failure)
      setStale(
        failure instanceof HttpError && failure.status === 409 && 'version' in (failure.body?.errors ?? {}),
      )
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
              <VinDecoded vin={typeof vin === 'string' ? vin : ''} />
            </Grid>
            {form.serverError && (
              <Grid size={12}>
                <Alert
                  severity="error"
                  action={
                    stale ? (
                      <Button color="inherit" onClick={() => window.location.reload()}>
                        {t('form.reload')}
                      </Button>
                    ) : undefined
                  }
                >
                  {form.serverError}
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
