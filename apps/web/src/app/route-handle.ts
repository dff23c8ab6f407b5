import type { PermissionNeed } from '@mesa/contracts'
import type { RouteAccess } from './access-decision'

/** What each route tells the guard through React Router's `handle`. */
export interface RouteHandle {
  access?: RouteAccess
  permission?: PermissionNeed
}

export function readHandle(handle: unknown): RouteHandle {
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {}
}
