import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { SignInNavigation } from './sign-in-navigation'

/**
 * A link of the sign-in form, drawn as the theme's MuiLink (primary dark, light in dark mode; underlined with a lighter line) without loading that
 * module: one less chunk before /login can be used (issue 12's login budget).
 */
export function TextLink(props: { component: SignInNavigation['link']; to: string; children: ReactNode }) {
  return (
    <Box
      component={props.component}
      to={props.to}
      // The theme's MuiLink colours (theme.ts): primary.main on white misses the contrast ratio.
      sx={[
        {
          color: 'primary.dark',
          textDecoration: 'underline',
          textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
          '&:hover': { textDecorationColor: 'inherit' },
        },
        (theme) => theme.applyStyles('dark', { color: 'primary.light' }),
      ]}
    >
      {props.children}
    </Box>
  )
}
