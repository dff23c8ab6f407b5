import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { AppThemeProvider } from '../theme/theme-provider'
import { createAppRouter } from './app-router'

/**
 * TanStack Query's and CASL's providers sit in the lazily loaded application layout (default-layout-route),
 * so the sign-in page does not download them; the route guard checks rules with the same semantics.
 */
export function App() {
  const [router] = useState(createAppRouter)
  return (
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>
  )
}
