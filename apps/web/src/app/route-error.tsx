import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** Shown when a route fails to load or render (for example a chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation()
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('errors.routeTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('errors.routeBody')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Box>
    </Box>
  )
}
