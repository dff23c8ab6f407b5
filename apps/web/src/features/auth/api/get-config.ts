import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

/** GET /api/v1/config (public). Local schema until the contracts package exports one. */
export const publicConfigSchema = z.object({
  demoMode: z.boolean(),
  demoCredentials: z.array(z.object({ email: z.string(), password: z.string(), role: z.string() })),
})
export type PublicConfig = z.infer<typeof publicConfigSchema>

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: async () => publicConfigSchema.parse(await api.get('v1/config', { auth: false })),
  staleTime: Infinity,
})

export const useConfig = () => useQuery(configQueryOptions)
