import TextField from '@mui/material/TextField'

interface DayFieldProps {
  id: string
  label: string
  value: string
  /** No day after this one (the business date): the books hold nothing later. */
  max?: string
  onChange: (day: string) => void
}

/** A report's day (as of, from, to): a small date field whose label stays above it. */
export function DayField({ id, label, value, max, onChange }: DayFieldProps) {
  return (
    <TextField
      id={id}
      type="date"
      size="small"
      sx={{ maxWidth: 220 }}
      label={label}
      value={value}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: max ? { max } : {} }}
      onChange={(event) => event.target.value && onChange(event.target.value)}
    />
  )
}
