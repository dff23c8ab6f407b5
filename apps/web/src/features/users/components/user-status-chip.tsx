import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

const colors = { active: 'success', inactive: 'default', pending: 'warning' } as const

export function UserStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('users')
  const color = colors[status as keyof typeof colors] ?? 'default'
  return <Chip size="small" variant="outlined" color={color} label={t(`status.${status}`, status)} />
}
