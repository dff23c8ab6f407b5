import Chip from '@mui/material/Chip'
import type { Theme } from '@mui/material/styles'
import type { PolicyStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/** Light-mode shades dark enough for 4.5:1 on white, the light ones in dark mode (as the allies' chips). */
const colours: Record<PolicyStatus, { light: string; dark: string }> = {
  bound: { light: '#0B5394', dark: '#8AB4F8' },
  in_force: { light: '#1B6B2F', dark: '#81C995' },
  renewed: { light: '#6A3D9A', dark: '#D7AEFB' },
  cancelled: { light: '#5D596C', dark: '#B6B3CF' },
}

export function PolicyStatusChip({ status }: { status: PolicyStatus }) {
  const { t } = useTranslation('insurance')
  const colour = colours[status]
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`policyStatus.${status}`)}
      sx={(theme: Theme) => ({
        color: colour.light,
        borderColor: colour.light,
        ...theme.applyStyles('dark', { color: colour.dark, borderColor: colour.dark }),
      })}
    />
  )
}
