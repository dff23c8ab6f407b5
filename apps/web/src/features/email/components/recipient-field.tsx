import Autocomplete from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useContacts } from '../api/get-contacts'

interface RecipientFieldProps {
  label: string
  value: string[]
  onChange: (addresses: string[]) => void
  error?: string | undefined
  autoFocus?: boolean
}

const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim())

/** To, cc or bcc: addresses typed freely, with suggestions of staff and correspondents as one types. */
export function RecipientField({ label, value, onChange, error, autoFocus }: RecipientFieldProps) {
  const { t } = useTranslation('email')
  const [input, setInput] = useState('')
  const contacts = useContacts(input.trim())
  const options = (contacts.data ?? []).map((contact) => contact.email)
  const nameOf = (email: string) => contacts.data?.find((contact) => contact.email === email)?.name
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={options}
      filterOptions={(all) => all.filter((option) => !value.includes(option))}
      value={value}
      inputValue={input}
      onInputChange={(_event, text) => {
        // A comma, semicolon or space ends an address.
        const parts = text.split(/[,;\s]+/)
        if (parts.length > 1 && parts.slice(0, -1).every(looksLikeAddress)) {
          onChange([...new Set([...value, ...parts.slice(0, -1).map((part) => part.trim())])])
          setInput(parts.at(-1) ?? '')
        } else setInput(text)
      }}
      onChange={(_event, addresses) =>
        onChange([...new Set(addresses.map((address) => address.trim()).filter(Boolean))])
      }
      onBlur={() => {
        if (looksLikeAddress(input)) {
          onChange([...new Set([...value, input.trim()])])
          setInput('')
        }
      }}
      getOptionLabel={(option) => option}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string }
        const name = nameOf(option)
        return (
          <li key={key} {...rest}>
            {name ? `${name} <${option}>` : option}
          </li>
        )
      }}
      renderValue={(addresses, getItemProps) =>
        addresses.map((address, index) => {
          const { key, ...rest } = getItemProps({ index })
          return (
            <Chip
              key={key}
              size="small"
              label={address}
              color={looksLikeAddress(address) ? 'default' : 'error'}
              {...rest}
            />
          )
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={!!error}
          helperText={error}
          placeholder={value.length ? undefined : t('compose.recipientHint')}
        />
      )}
    />
  )
}
