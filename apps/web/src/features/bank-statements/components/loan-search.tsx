import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

/** The box that finds more loans for the choice below it (a filter of the options, not a field of the form). */
export function LoanSearch(props: { value: string; onChange: (value: string) => void; id: string }) {
  const { t } = useTranslation('bankStatements')
  return (
    <TextField
      id={props.id}
      size="small"
      fullWidth
      label={t('match.search')}
      helperText={t('match.searchHelp')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
