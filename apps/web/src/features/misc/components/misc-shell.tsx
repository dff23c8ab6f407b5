import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'

/** A full-page message (blank layout): code or icon, title, text, and a way back. */
export function MiscShell(props: { code?: string; title: string; text: string; art?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 560 }}>
        {props.code && (
          <Typography
            component="p"
            sx={{ fontSize: { xs: '4rem', md: '6rem' }, fontWeight: 700, lineHeight: 1.1 }}
            aria-hidden="true"
          >
            {props.code}
          </Typography>
        )}
        {props.art}
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {props.text}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('misc.backHome')}
        </Button>
      </Box>
    </Box>
  )
}
