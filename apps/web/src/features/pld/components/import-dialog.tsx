import UploadFile from '@mui/icons-material/UploadFile'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { businessToday, pldListUploadFieldsSchema, type PldListKind } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useImportList } from '../api/import-list'

type UploadValues = z.input<typeof pldListUploadFieldsSchema>

const accept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** One file picker: a button naming what it takes, and the chosen file's name beside it. */
function FilePick(props: {
  id: string
  label: string
  file: File | null
  onPick: (file: File | null) => void
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" component="label" startIcon={<UploadFile />}>
        {props.label}
        <input
          hidden
          id={props.id}
          type="file"
          accept={accept}
          aria-label={props.label}
          onChange={(event) => {
            props.onPick(event.target.files?.[0] ?? null)
            event.target.value = ''
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {props.file?.name ?? ''}
      </Typography>
    </Stack>
  )
}

/**
 * Imports a list file: its publication date and source (the form kit, the contract's fields) and the file,
 * OFAC's alt.csv beside its sdn.csv. The same file again changes nothing (the API says so).
 */
export function ImportDialog(props: {
  list: PldListKind
  onClose: () => void
  onDone: (unchanged: boolean) => void
}) {
  const { t } = useTranslation('pld')
  const upload = useImportList()
  const [file, setFile] = useState<File | null>(null)
  const [aliases, setAliases] = useState<File | null>(null)
  const [missingFile, setMissingFile] = useState(false)
  const form = useContractForm(pldListUploadFieldsSchema, {
    namespace: 'pld',
    defaultValues: { publishedOn: businessToday(), source: '' },
  })
  const fields: GridFieldSpec<UploadValues>[] = [
    { name: 'publishedOn', labelKey: 'import.publishedOn', kind: 'date', required: true, size: 'half' },
    {
      name: 'source',
      labelKey: 'import.source',
      required: true,
      helperKey: `import.sourceHelp.${props.list}`,
    },
  ]
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    if (!file) {
      setMissingFile(true)
      return
    }
    try {
      const result = await upload.mutateAsync({ list: props.list, fields: values, file, aliases })
      props.onDone(result.unchanged)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('import.title', { list: t(`lists.${props.list}`) })}
      submitLabel={t('actions.import')}
      busy={form.formState.isSubmitting}
      error={missingFile && !file ? t('import.fileMissing') : form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1, display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t(`import.layout.${props.list}`)}</Typography>
        <FieldGrid control={form.control} namespace="pld" fields={fields} idPrefix="pld-import" />
        <FilePick id="pld-import-file" label={t(`import.file.${props.list}`)} file={file} onPick={setFile} />
        {props.list === 'ofac_sdn' && (
          <FilePick id="pld-import-aliases" label={t('import.aliases')} file={aliases} onPick={setAliases} />
        )}
      </Box>
    </FormDialog>
  )
}
