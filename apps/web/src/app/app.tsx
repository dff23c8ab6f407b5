import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { AbilityContext, ability } from '../lib/ability'
import { AppThemeProvider } from '../theme/theme-provider'
import { queryClient } from './query-client'
import { createAppRouter } from './router'

export function App() {
  const [router] = useState(createAppRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <AbilityContext.Provider value={ability}>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </AbilityContext.Provider>
    </QueryClientProvider>
  )
}
