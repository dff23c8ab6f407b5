import { RouterProvider } from 'react-router'
import type { createAppRouter } from './app-router'
import { muiLocalizations } from '../theme/mui-localizations'
import { AppThemeProvider } from '../theme/theme-provider'

/**
 * TanStack Query's and CASL's providers sit in the lazily loaded application layout (default-layout-route),
 * so the sign-in page does not download them; the route guard checks rules with the same semantics.
 */
export function App(props: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppThemeProvider localizations={muiLocalizations}>
      <RouterProvider router={props.router} />
    </AppThemeProvider>
  )
}
