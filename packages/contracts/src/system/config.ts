import { z } from 'zod'

/** GET /api/v1/config: what the client may know before signing in. */
export const publicConfigSchema = z.object({
  demoMode: z.boolean(),
  /** The demo accounts, shown on the sign-in page in demo mode only. */
  demoCredentials: z.array(z.object({ email: z.string(), password: z.string(), role: z.string() })),
  /** DEMO_PAGES: the template demo area's screens, navigation and search entries are offered. */
  demoPages: z.boolean(),
})
export type PublicConfig = z.infer<typeof publicConfigSchema>

/** The system endpoints (full paths, see index.ts "API paths"). */
export const systemPaths = { config: '/api/v1/config', health: '/api/health', ready: '/api/ready' } as const
