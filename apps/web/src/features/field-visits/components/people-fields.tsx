import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import type { VisitReport } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

type Props = {
  value: Pick<VisitReport, 'peopleMet' | 'referencesVerified'>
  onChange: (next: Partial<VisitReport>) => void
  errors: Record<string, string>
}
const MAX_ROWS = 10

/** People met at the address and references verified on site: rows the agent adds and removes. */
export function PeopleFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation('fieldVisits')
  const setPerson = (index: number, change: Partial<VisitReport['peopleMet'][number]>) =>
    onChange({ peopleMet: value.peopleMet.map((row, at) => (at === index ? { ...row, ...change } : row)) })
  const setReference = (index: number, change: Partial<VisitReport['referencesVerified'][number]>) =>
    onChange({
      referencesVerified: value.referencesVerified.map((row, at) =>
        at === index ? { ...row, ...change } : row,
      ),
    })
  const remove = (label: string, onClick: () => void) => (
    <IconButton aria-label={label} onClick={onClick}>
      <DeleteOutline />
    </IconButton>
  )
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {t('report.peopleMet')}
      </Typography>
      {value.peopleMet.map((person, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <TextField
              id={`person-${index}-name`}
              label={t('report.personName')}
              value={person.name}
              onChange={(event) => setPerson(index, { name: event.target.value })}
              error={Boolean(errors[`peopleMet.${index}.name`])}
              helperText={errors[`peopleMet.${index}.name`]}
            />
            <TextField
              id={`person-${index}-relationship`}
              label={t('report.relationship')}
              value={person.relationship}
              onChange={(event) => setPerson(index, { relationship: event.target.value })}
              error={Boolean(errors[`peopleMet.${index}.relationship`])}
              helperText={errors[`peopleMet.${index}.relationship`]}
            />
          </Stack>
          {remove(t('report.removePerson', { index: index + 1 }), () =>
            onChange({ peopleMet: value.peopleMet.filter((_, at) => at !== index) }),
          )}
        </Stack>
      ))}
      <Button
        disabled={value.peopleMet.length >= MAX_ROWS}
        onClick={() => onChange({ peopleMet: [...value.peopleMet, { name: '', relationship: '' }] })}
      >
        {t('report.addPerson')}
      </Button>
      <Typography variant="subtitle2" component="h3">
        {t('report.referencesVerified')}
      </Typography>
      {value.referencesVerified.map((reference, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <TextField
              id={`reference-${index}-name`}
              label={t('report.referenceName')}
              value={reference.name}
              onChange={(event) => setReference(index, { name: event.target.value })}
              error={Boolean(errors[`referencesVerified.${index}.name`])}
              helperText={errors[`referencesVerified.${index}.name`]}
            />
            <FormControlLabel
              label={t('report.confirmed')}
              control={
                <Checkbox
                  checked={reference.confirmed}
                  onChange={(event) => setReference(index, { confirmed: event.target.checked })}
                />
              }
            />
            <TextField
              id={`reference-${index}-notes`}
              label={t('report.referenceNotes')}
              value={reference.notes}
              onChange={(event) => setReference(index, { notes: event.target.value })}
            />
          </Stack>
          {remove(t('report.removeReference', { index: index + 1 }), () =>
            onChange({ referencesVerified: value.referencesVerified.filter((_, at) => at !== index) }),
          )}
        </Stack>
      ))}
      <Button
        disabled={value.referencesVerified.length >= MAX_ROWS}
        onClick={() =>
          onChange({
            referencesVerified: [...value.referencesVerified, { name: '', confirmed: true, notes: '' }],
          })
        }
      >
        {t('report.addReference')}
      </Button>
    </Stack>
  )
}
