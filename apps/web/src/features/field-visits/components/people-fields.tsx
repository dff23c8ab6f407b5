import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import type { VisitReport } from '@mesa/contracts'
import { useController, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxField, FormField } from '../../../components/form'
import type { ReportDraft } from './report-form-values'

const MAX_ROWS = 10

/**
 * People met at the address and references verified on site: rows the agent adds and removes. Each list is
 * one controlled value (no useFieldArray: it would grow react-hook-form's chunk that the sign-in page shares),
 * each row's inputs its own kit fields.
 */
export function PeopleFields({ control }: { control: Control<ReportDraft, unknown, VisitReport> }) {
  const { t } = useTranslation('fieldVisits')
  const people = useController({ control, name: 'peopleMet' }).field
  const references = useController({ control, name: 'referencesVerified' }).field
  const common = { control, namespace: 'fieldVisits' }
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
      {people.value.map((_person, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <FormField
              {...common}
              idPrefix={`person-${index}`}
              name={`peopleMet.${index}.name`}
              label={t('report.personName')}
            />
            <FormField
              {...common}
              idPrefix={`person-${index}`}
              name={`peopleMet.${index}.relationship`}
              label={t('report.relationship')}
            />
          </Stack>
          {remove(t('report.removePerson', { index: index + 1 }), () =>
            people.onChange(people.value.filter((_row, at) => at !== index)),
          )}
        </Stack>
      ))}
      <Button
        disabled={people.value.length >= MAX_ROWS}
        onClick={() => people.onChange([...people.value, { name: '', relationship: '' }])}
      >
        {t('report.addPerson')}
      </Button>
      <Typography variant="subtitle2" component="h3">
        {t('report.referencesVerified')}
      </Typography>
      {references.value.map((_reference, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <FormField
              {...common}
              idPrefix={`reference-${index}`}
              name={`referencesVerified.${index}.name`}
              label={t('report.referenceName')}
            />
            <CheckboxField
              {...common}
              name={`referencesVerified.${index}.confirmed`}
              label={t('report.confirmed')}
            />
            <FormField
              {...common}
              idPrefix={`reference-${index}`}
              name={`referencesVerified.${index}.notes`}
              label={t('report.referenceNotes')}
            />
          </Stack>
          {remove(t('report.removeReference', { index: index + 1 }), () =>
            references.onChange(references.value.filter((_row, at) => at !== index)),
          )}
        </Stack>
      ))}
      <Button
        disabled={references.value.length >= MAX_ROWS}
        onClick={() => references.onChange([...references.value, { name: '', confirmed: true, notes: '' }])}
      >
        {t('report.addReference')}
      </Button>
    </Stack>
  )
}
