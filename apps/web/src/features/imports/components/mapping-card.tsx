import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import type { ImportSummary } from '@mesa/contracts'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { useUpdateMapping } from '../api/update-mapping'

/** "No column" in a select of numbers; sent as null. */
const NONE = -1

type MappingValues = Record<string, number>

/**
 * Which column feeds each field: guessed from the headers, or the one this user kept for the same layout.
 * Saving keeps it for the layout and checks every row again under it.
 */
export function MappingCard({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation('imports')
  const { callText } = useErrorText('imports')
  const save = useUpdateMapping(summary.id)
  const form = useForm<MappingValues>({
    values: Object.fromEntries(summary.fields.map((field) => [field, summary.mapping[field] ?? NONE])),
  })
  const options = [
    { value: NONE, label: t('mapping.none') },
    ...summary.headers.map((header, index) => ({
      value: index,
      label: header || t('mapping.column', { n: index + 1 }),
    })),
  ]
  const fields: GridFieldSpec<MappingValues>[] = summary.fields.map((field) => ({
    name: field,
    labelKey: `fields.${field}`,
    kind: 'select',
    numeric: true,
    options,
    size: 'third',
    required: summary.requiredFields.includes(field),
  }))
  const submit = form.handleSubmit((values) =>
    save.mutate({
      version: summary.version,
      mapping: Object.fromEntries(
        Object.entries(values).map(([field, column]) => [field, column === NONE ? null : column]),
      ),
    }),
  )
  return (
    <Card component="form" onSubmit={(event) => void submit(event)} noValidate>
      <CardHeader
        title={t('mapping.title')}
        subheader={summary.mappingRemembered ? t('mapping.remembered') : t('mapping.guessed')}
        slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { color: 'text.secondary' } }}
      />
      <CardContent>
        <FieldGrid
          control={form.control}
          namespace="imports"
          fields={fields}
          idPrefix="mapping"
          breakpoint="md"
        >
          <Grid size={12}>
            <Button type="submit" variant="outlined" disabled={save.isPending || !form.formState.isDirty}>
              {t('mapping.save')}
            </Button>
          </Grid>
        </FieldGrid>
        {save.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {callText(save.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  )
}
