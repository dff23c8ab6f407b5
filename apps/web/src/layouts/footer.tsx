import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { APP_TITLE } from '../lib/config'

/** Static footer (spec §9). */
export function Footer() {
  const { t } = useTranslation()
  return (
    <Box component="footer" sx={{ px: 3, py: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('layout.footer', { year: new Date().getFullYear(), title: APP_TITLE })}
      </Typography>
    </Box>
  )
}
