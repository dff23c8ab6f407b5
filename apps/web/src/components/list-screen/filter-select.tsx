import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'

export interface FilterSelectOption {
  value: string
  label: string
}

interface FilterSelectProps {
  id: string
  label: string
  /** The selected value; '' means all. */
  value: string
  options: FilterSelectOption[]
  onChange: (value: string) => void
  /** The text of the '' option ("Todos"). */
  allLabel: string
  minWidth?: number
}

/** One of a list's filters (spec §7): a small select whose first option, '', means all. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  allLabel,
  minWidth = 160,
}: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth }}
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
