import { QueryClient } from '@tanstack/react-query'

/** The HTTP client already retries reads once (spec §7), so TanStack Query does not retry on top. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})
