import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import {
  coveragePackages,
  deductibleLevels,
  paymentFrequencies,
  type QuoteOptions as Options,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const choices = {
  package: coveragePackages,
  deductibleLevel: deductibleLevels,
  paymentFrequency: paymentFrequencies,
} as const
/** Each option's texts live under this key of the namespace. */
const textGroup = {
  package: 'package',
  deductibleLevel: 'deductible',
  paymentFrequency: 'frequency',
} as const

/** Coverage package, deductible and payment frequency: what every insurer is asked to price. */
export function QuoteOptionsFields({
  value,
  onChange,
}: {
  value: Options
  onChange: (value: Options) => void
}) {
  const { t } = useTranslation('insurance')
  return (
    <>
      {(Object.keys(choices) as Array<keyof typeof choices>).map((name) => (
        <TextField
          key={name}
          select
          size="small"
          id={`quote-${name}`}
          label={t(`options.${name}`)}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          {choices[name].map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`${textGroup[name]}.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </>
  )
}
