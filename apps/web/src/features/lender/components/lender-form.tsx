import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lenderProfileRequestSchema, lenderTaxRegimes, type LenderProfile } from '@mesa/contracts'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import { HttpError } from '../../../lib/http'
import { useSaveLenderProfile } from '../api/save-lender-profile'

type LenderValues = z.input<typeof lenderProfileRequestSchema>

const identityFields: GridFieldSpec<LenderValues>[] = [
  { name: 'legalName', labelKey: 'fields.legalName', required: true, helperKey: 'help.legalName' },
  {
    name: 'shortName',
    labelKey: 'fields.shortName',
    required: true,
    size: 'half',
    helperKey: 'help.shortName',
  },
  { name: 'rfc', labelKey: 'fields.rfc', required: true, size: 'half', helperKey: 'help.rfc' },
  { name: 'address', labelKey: 'fields.address', required: true },
]

const uneFields: GridFieldSpec<LenderValues>[] = [
  { name: 'une.head', labelKey: 'fields.uneHead', required: true, size: 'half' },
  {
    name: 'une.hours',
    labelKey: 'fields.uneHours',
    required: true,
    size: 'half',
    helperKey: 'help.uneHours',
  },
  {
    name: 'une.phone',
    labelKey: 'fields.unePhone',
    required: true,
    size: 'half',
    type: 'tel',
    inputMode: 'tel',
  },
  { name: 'une.email', labelKey: 'fields.uneEmail', required: true, size: 'half', type: 'email' },
  { name: 'une.address', labelKey: 'fields.uneAddress', required: true },
]

/** Issue 35: the concentrating account each loan's referenced CLABE sits under. */
const accountFields: GridFieldSpec<LenderValues>[] = [
  {
    name: 'concentratingAccount.bankCode',
    labelKey: 'fields.bankCode',
    required: true,
    size: 'half',
    inputMode: 'numeric',
    helperKey: 'help.bankCode',
  },
  {
    name: 'concentratingAccount.plaza',
    labelKey: 'fields.plaza',
    required: true,
    size: 'half',
    inputMode: 'numeric',
    helperKey: 'help.plaza',
  },
  {
    name: 'concentratingAccount.accountPrefix',
    labelKey: 'fields.accountPrefix',
    required: true,
    size: 'half',
    inputMode: 'numeric',
    helperKey: 'help.accountPrefix',
  },
]

/** Issue 34: what the lender's CFDI say of it beyond its RFC: régimen fiscal and the CP where they are issued. */
const fiscalFields: GridFieldSpec<LenderValues>[] = [
  {
    name: 'fiscal.taxRegime',
    labelKey: 'fields.taxRegime',
    required: true,
    size: 'half',
    options: lenderTaxRegimes,
    optionKey: 'taxRegimes',
  },
  {
    name: 'fiscal.expeditionPostalCode',
    labelKey: 'fields.expeditionPostalCode',
    required: true,
    size: 'half',
    inputMode: 'numeric',
    helperKey: 'help.expeditionPostalCode',
  },
]

/** The titled parts after the identity, each with its explanation (`form.<key>`, `form.<key>Explain`). */
const sections = [
  { key: 'une', fields: uneFields },
  { key: 'account', fields: accountFields },
  { key: 'fiscal', fields: fiscalFields },
] as const

/**
 * The lender's identity and UNE as a form (administrators; others read it disabled). The version read goes
 * with the save; a change meanwhile (409 stale_version) offers to reload the one saved.
 */
export function LenderForm(props: {
  profile: LenderProfile
  editable: boolean
  onReload: () => void
  /** After a save: the answer's new version remounts the form, so the page says it was saved. */
  onSaved: () => void
}) {
  const { t } = useTranslation('lender')
  const save = useSaveLenderProfile()
  const [stale, setStale] = useState(false)
  const { legalName, shortName, rfc, address, une, concentratingAccount, fiscal, version } = props.profile
  const form = useContractForm(lenderProfileRequestSchema, {
    namespace: 'lender',
    defaultValues: { legalName, shortName, rfc, address, une, concentratingAccount, fiscal, version },
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await save.mutateAsync(body)
      props.onSaved()
    } catch (failure) {
      if (failure instanceof HttpError && failure.body?.code === 'stale_version') return setStale(true)
      form.failWith(failure)
    }
  })
  const disabled = !props.editable || save.isPending
  return (
    <FormPanel title={t('form.title')} onSubmit={(event) => void submit(event)}>
      <FieldGrid
        control={form.control}
        namespace="lender"
        idPrefix="lender"
        fields={identityFields}
        disabled={disabled}
        breakpoint="md"
      />
      {sections.map(({ key, fields }) => (
        <Fragment key={key}>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 0.5 }}>
            {t(`form.${key}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(`form.${key}Explain`)}
          </Typography>
          <FieldGrid
            control={form.control}
            namespace="lender"
            idPrefix="lender"
            fields={fields}
            disabled={disabled}
            breakpoint="md"
          />
        </Fragment>
      ))}
      {stale && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={props.onReload}>
              {t('form.reload')}
            </Button>
          }
        >
          {t('errors.stale_version')}
        </Alert>
      )}
      {props.editable && (
        <FormEnd message={form.serverError} label={t('form.save')} disabled={save.isPending} />
      )}
    </FormPanel>
  )
}
