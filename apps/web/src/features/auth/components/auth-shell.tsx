import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, type ReactNode } from 'react'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { ThemeSwitcher } from '../../../components/theme-switcher'
import { APP_TITLE } from '../../../lib/config'

/** Decorative, so it may arrive after the form. */
const AuthIllustration = lazy(() => import('./auth-illustration'))

export type AuthVariant = 'v1' | 'v2'

interface AuthShellProps {
  variant: AuthVariant
  title: string
  subtitle?: string
  children: ReactNode
}

function Brand() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
        {APP_TITLE}
      </Typography>
    </Box>
  )
}

function Heading(props: { title: string; subtitle?: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {props.title}
      </Typography>
      {props.subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {props.subtitle}
        </Typography>
      )}
    </>
  )
}

const switchers = (
  <Box sx={{ display: 'flex', position: 'absolute', top: 12, insetInlineEnd: 12 }}>
    <LanguageSwitcher />
    <ThemeSwitcher />
  </Box>
)

/** The two layouts of every sign-in form: v1 a centred card, v2 a split page with an illustration panel. */
export function AuthShell({ variant, title, subtitle, children }: AuthShellProps) {
  if (variant === 'v1') {
    return (
      <Box
        component="main"
        sx={{ position: 'relative', minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}
      >
        {switchers}
        <Card sx={{ width: '100%', maxWidth: 460 }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
            <Brand />
            <Heading title={title} subtitle={subtitle} />
            {children}
          </CardContent>
        </Card>
      </Box>
    )
  }
  return (
    <Box component="main" sx={{ position: 'relative', minHeight: '100vh', display: 'flex' }}>
      <Box
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'grid' },
          placeItems: 'center',
          m: 2,
          borderRadius: 3,
          bgcolor: 'action.hover',
        }}
      >
        <Suspense fallback={null}>
          <AuthIllustration />
        </Suspense>
      </Box>
      <Box
        sx={{
          width: { xs: '100%', md: 480 },
          display: 'flex',
          flexDirection: 'column',
          // Top-aligned, not centred: what arrives late below the form (the demo accounts) then moves nothing.
          justifyContent: 'flex-start',
          px: { xs: 3, sm: 6 },
          pt: { xs: 10, md: '16vh' },
          pb: 8,
          bgcolor: 'background.paper',
        }}
      >
        {switchers}
        <Brand />
        <Heading title={title} subtitle={subtitle} />
        {children}
      </Box>
    </Box>
  )
}
