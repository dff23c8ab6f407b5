import ArrowBack from '@mui/icons-material/ArrowBack'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { AllyAvatar } from './ally-avatar'

interface AllyPageProps {
  title: string
  subtitle?: string
  avatar?: { name: string; image: string | null }
  loading: boolean
  error: string | null
  onRetry: () => void
  children: ReactNode
}

/** The frame of the add and edit screens: back link, title, loading and error states. */
export function AllyPage(props: AllyPageProps) {
  const { t } = useTranslation('allies')
  const { t: tc } = useTranslation()
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
        <IconButton component={RouterLink} to="/apps/aliados/list" aria-label={t('form.back')}>
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
        {props.avatar && <AllyAvatar name={props.avatar.name} image={props.avatar.image} />}
        <div>
          <Typography variant="h4" component="h1">
            {props.title}
          </Typography>
          {props.subtitle && (
            <Typography variant="body2" color="text.secondary">
              {props.subtitle}
            </Typography>
          )}
        </div>
      </Stack>
      {props.loading && <LinearProgress aria-label={tc('list.loading')} sx={{ mb: 2 }} />}
      {props.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              {tc('list.retry')}
            </Button>
          }
        >
          {props.error}
        </Alert>
      ) : (
        props.children
      )}
    </>
  )
}
