import type { ImportRow, ImportSummary } from '@mesa/contracts'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useErrorText } from '../../../lib/error-text'
import { usePatchImportRow } from '../api/patch-import-row'

type CellValues = Record<string, string>

/**
 * Fixing a row: each mapped field's cell as text, its problem shown under it; saving sends the changed
 * cells and the server checks the row again (the dialog stays open while problems remain).
 */
export function RowEditor(props: { summary: ImportSummary; row: ImportRow | null; onClose: () => void }) {
  const { t } = useTranslation('imports')
  const { callText } = useErrorText('imports')
  const patch = usePatchImportRow(props.summary.id)
  const mapped = props.summary.fields.filter((field) => props.summary.mapping[field] != null)
  const columnOf = (field: string) => props.summary.mapping[field]!
  const form = useForm<CellValues>()
  const { reset, setError } = form
  const row = props.row
  useEffect(() => {
    if (!row) return
    reset(Object.fromEntries(mapped.map((field) => [field, row.cells[columnOf(field)] ?? ''])))
    for (const [field, codes] of Object.entries(row.errors))
      if (mapped.includes(field)) setError(field, { message: codes[0] })
    // The row's texts and problems, whenever another row or a re-checked one comes in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row, reset, setError])
  const fields: GridFieldSpec<CellValues>[] = mapped.map((field) => ({
    name: field,
    labelKey: `fields.${field}`,
    errorField: `${props.summary.entity}.${field}`,
    size: 'half',
  }))
  const submit = form.handleSubmit(async (values) => {
    if (!row) return
    const cells = mapped
      .filter((field) => (row.cells[columnOf(field)] ?? '') !== values[field])
      .map((field) => ({ column: columnOf(field), value: values[field] ?? '' }))
    const fixed = await patch.mutateAsync({ rowNumber: row.rowNumber, patch: { cells } })
    if (Object.keys(fixed.errors).length === 0) props.onClose()
    else for (const [field, codes] of Object.entries(fixed.errors)) setError(field, { message: codes[0] })
  })
  return (
    <FormDialog
      open={Boolean(row)}
      title={t('preview.editTitle', { n: row?.rowNumber ?? '' })}
      submitLabel={t('preview.saveRow')}
      busy={patch.isPending}
      error={patch.error ? callText(patch.error) : null}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
      maxWidth="md"
    >
      <FieldGrid control={form.control} namespace="imports" fields={fields} idPrefix="row" />
    </FormDialog>
  )
}
