import type { Permission } from '@mesa/contracts'

/**
 * What a route needs, declared on every route under /api (the app refuses to start otherwise):
 * - 'public': anyone, signed in or not;
 * - 'signed-in': any signed-in user;
 * - a permission `{action, subject}`, or `{anyOf: [...]}` when any one of several suffices.
 */
export type RouteAccess = 'public' | 'signed-in' | Permission | { anyOf: Permission[] }

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
  }
}

export function requiredPermissions(access: RouteAccess): Permission[] {
  if (access === 'public' || access === 'signed-in') return []
  return 'anyOf' in access ? access.anyOf : [access]
}
