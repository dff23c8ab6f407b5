/** The product's name; UI preference keys in storage are prefixed with it (spec §3). */
export const APP_TITLE = 'Mesa'
export const STORAGE_PREFIX = `${APP_TITLE}-`

/** Where the router's root sends users (spec §2 root redirects). */
export const HOME_PATHS = {
  allies: '/apps/aliados/list',
  // Issue 38: every member of staff's own work (the spec routes only admin and client to a home).
  staff: '/apps/inicio',
  documents: '/apps/solicitudes/list',
  accessControl: '/access-control',
  notAuthorized: '/not-authorized',
  login: '/login',
} as const
