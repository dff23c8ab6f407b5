import type { FastifyInstance, FastifyRequest } from 'fastify'
import { rulesAllow } from '@mesa/contracts'
import { forbidden, unauthorized } from '../../lib/http-errors'
import { requiredPermissions, type RouteAccess } from '../../lib/route-access'
import type { AccessTokens } from './access-token'
import type { Principal } from './principal'
import type { PrincipalCache } from './principal-cache'

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null
  }
  interface FastifyInstance {
    /** Every /api route with what it needs; tests walk it to prove each one is guarded. */
    apiRoutes: ApiRouteInfo[]
  }
}

export interface ApiRouteInfo {
  method: string
  url: string
  access: RouteAccess
}

/** The signed-in caller; only call it in routes whose access is not 'public'. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized()
  return request.principal
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined
}

/**
 * Authenticates and authorises every /api request before its body is read: 401 without a valid
 * token and live session, 403 when the user's current rules lack what the route declares. The principal
 * comes from the in-memory cache, which every change to sessions, users, roles and permissions empties
 * at once (principal-cache.ts), so a revoked permission or session bites on the very next request.
 */
export function registerAccessHook(app: FastifyInstance, principals: PrincipalCache, tokens: AccessTokens) {
  app.decorateRequest('principal', null)
  const apiRoutes: ApiRouteInfo[] = []
  app.decorate('apiRoutes', apiRoutes)

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return
    const access = route.config?.access
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`)
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access })
    }
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access as RouteAccess | undefined
    if (!access || access === 'public') return
    const token = bearerToken(request)
    const claims = token ? await tokens.verify(token) : null
    if (!claims) throw unauthorized()
    const principal = await principals.get(claims.userId, claims.sessionId)
    if (!principal) throw unauthorized('Session ended', 'session_ended')
    request.principal = principal
    const needed = requiredPermissions(access)
    if (needed.length > 0 && !needed.some((permission) => rulesAllow(principal.rules, permission))) {
      throw forbidden()
    }
  })
}

/**
 * Pages outside the declared /api routes that only signed-in users may read (the API documentation in
 * production): a valid bearer token of a live session, else 401.
 */
export function requireSignedInUnder(
  app: FastifyInstance,
  prefix: string,
  principals: PrincipalCache,
  tokens: AccessTokens,
) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(prefix)) return
    const token = bearerToken(request)
    const claims = token ? await tokens.verify(token) : null
    if (!claims || !(await principals.get(claims.userId, claims.sessionId))) throw unauthorized()
  })
}
