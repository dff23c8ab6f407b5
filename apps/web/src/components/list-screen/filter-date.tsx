import TextField from '@mui/material/TextField'

interface FilterDateProps {
  id: string
  label: string
  /** The day (YYYY-MM-DD); '' means no bound. */
  value: string
  onChange: (value: string) => void
  minWidth?: number
}

/** A list's date filter (a period's from or to): a small date field whose label stays above it. */
export function FilterDate({ id, label, value, onChange, minWidth }: FilterDateProps) {
  return (
    <TextField
      id={id}
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={minWidth ? { minWidth } : undefined}
    />
  )
}
