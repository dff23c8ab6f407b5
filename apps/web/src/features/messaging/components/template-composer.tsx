import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fillVariables, variableNumbers } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTemplates } from '../api/templates'

interface Props {
  busy: boolean
  onSend: (input: { templateId: number; variables: string[] }) => void
}

/** Picks an approved template and fills its numbered variables, with the filled text as preview. */
export function TemplateComposer({ busy, onSend }: Props) {
  const { t } = useTranslation('messaging')
  const approved = useTemplates({ status: 'approved', itemsPerPage: 100, sortBy: 'name', orderBy: 'asc' })
  const [templateId, setTemplateId] = useState<number | ''>('')
  const [values, setValues] = useState<string[]>([])
  const template = approved.data?.items.find((row) => row.id === templateId)
  const count = template ? new Set(variableNumbers(template.body)).size : 0
  const ready = template && values.slice(0, count).filter((value) => value.trim()).length === count
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('template')}
        value={templateId}
        onChange={(event) => {
          setTemplateId(Number(event.target.value))
          setValues([])
        }}
      >
        {approved.data?.items.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
      {template && (
        <>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {Array.from({ length: count }, (_, index) => (
              <TextField
                key={index}
                size="small"
                label={t('variable', { number: index + 1 })}
                placeholder={template.examples[index]}
                value={values[index] ?? ''}
                onChange={(event) =>
                  setValues((current) => Object.assign([...current], { [index]: event.target.value }))
                }
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {fillVariables(template.body, values)}
          </Typography>
        </>
      )}
      <Button
        variant="contained"
        disabled={!ready || busy}
        onClick={() =>
          template &&
          onSend({ templateId: template.id, variables: values.slice(0, count).map((value) => value.trim()) })
        }
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('sendTemplate')}
      </Button>
    </Stack>
  )
}
