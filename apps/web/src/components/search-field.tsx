import SearchIcon from '@mui/icons-material/Search'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'

interface SearchFieldProps {
  value: string
  onChange: (value: string) => void
  label: string
  /** Waits this long after the last keystroke before searching. */
  debounceMs?: number
}

/** A search box that reports its text after the user pauses typing. */
export function SearchField({ value, onChange, label, debounceMs = 350 }: SearchFieldProps) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onChange(text), debounceMs)
    return () => clearTimeout(timer)
  }, [text, value, onChange, debounceMs])
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      label={label}
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
