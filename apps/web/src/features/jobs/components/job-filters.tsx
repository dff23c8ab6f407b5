import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { jobStates } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

interface JobFiltersProps {
  values: Record<string, string>
  kinds: string[]
  onChange: (name: string, value: string) => void
}

const selectSx = { minWidth: 200 }

/** The jobs list's filters: kind and state; '' means all. */
export function JobFilters({ values, kinds, onChange }: JobFiltersProps) {
  const { t } = useTranslation('jobs')
  const all = <MenuItem value="">{t('list.all', { ns: 'translation' })}</MenuItem>
  const kind = values.kind ?? ''
  return (
    <>
      <TextField
        select
        size="small"
        sx={selectSx}
        id="job-filter-kind"
        label={t('filters.kind')}
        value={kinds.includes(kind) ? kind : ''}
        onChange={(event) => onChange('kind', event.target.value)}
      >
        {all}
        {kinds.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={selectSx}
        id="job-filter-state"
        label={t('filters.state')}
        value={values.state ?? ''}
        onChange={(event) => onChange('state', event.target.value)}
      >
        {all}
        {jobStates.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`state.${state}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  )
}
