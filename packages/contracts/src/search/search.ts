import { z } from 'zod'
import { singleLineText } from '../common/text'
import type { Permission } from '../permissions/permissions'

/** The global search's sections (spec §2, §7), in display order. */
export const searchSections = [
  'Dashboards',
  'Front Pages',
  'Apps & Pages',
  'User Interface',
  'Forms & Tables',
  'Chart & Misc',
] as const
export type SearchSection = (typeof searchSections)[number]

export const searchQuerySchema = z.object({ q: singleLineText().max(200).optional().default('') })

export const searchResultSectionSchema = z.object({
  title: z.string(),
  zoneName: z.string(),
  children: z.array(z.object({ title: z.string(), icon: z.string(), url: z.string() })),
})
export const searchResponseSchema = z.array(searchResultSectionSchema)
export type SearchResultSection = z.infer<typeof searchResultSectionSchema>

/**
 * A destination the global search can offer. Only routes the web app really registers are listed,
 * with the permission their route needs (none for pages every signed-in user may open).
 */
export interface SearchDestination {
  section: SearchSection
  title: string
  icon: string
  url: string
  permission?: Permission
}

const read = (subject: Permission['subject']): Permission => ({ action: 'read', subject })

export const searchDestinations: SearchDestination[] = [
  {
    section: 'Apps & Pages',
    title: 'Aliados',
    icon: 'tabler-building-store',
    url: '/apps/aliados/list',
    permission: read('Aliados'),
  },
  {
    section: 'Apps & Pages',
    title: 'Nuevo aliado',
    icon: 'tabler-building-plus',
    url: '/apps/aliados/add',
    permission: read('Aliados'),
  },
  {
    section: 'Apps & Pages',
    title: 'Solicitudes',
    icon: 'tabler-file-text',
    url: '/apps/solicitudes/list',
    permission: read('Documentos'),
  },
  {
    section: 'Apps & Pages',
    title: 'Bandeja de asignaciones',
    icon: 'tabler-inbox',
    url: '/apps/solicitudes/list/assignments',
    permission: read('Documentos'),
  },
  {
    section: 'Apps & Pages',
    title: 'Créditos activos',
    icon: 'tabler-cash',
    url: '/apps/solicitudes/loans',
    permission: read('Documentos'),
  },
  {
    section: 'Dashboards',
    title: 'Tablero de solicitudes',
    icon: 'tabler-layout-kanban',
    url: '/apps/solicitudes/loans/index2',
    permission: read('Documentos'),
  },
  {
    section: 'Apps & Pages',
    title: 'Usuarios',
    icon: 'tabler-users',
    url: '/apps/user/list',
    permission: read('Users'),
  },
  {
    section: 'Apps & Pages',
    title: 'Roles',
    icon: 'tabler-shield-lock',
    url: '/apps/roles',
    permission: read('Roles'),
  },
  {
    section: 'Apps & Pages',
    title: 'Permisos',
    icon: 'tabler-lock',
    url: '/apps/permissions',
    permission: read('Roles'),
  },
  {
    section: 'Apps & Pages',
    title: 'Estado de agentes',
    icon: 'tabler-headset',
    url: '/apps/agent-status',
    permission: read('agent-status'),
  },
  {
    section: 'Apps & Pages',
    title: 'Configuración de la cuenta',
    icon: 'tabler-settings',
    url: '/pages/account-settings/account',
  },
  {
    section: 'Apps & Pages',
    title: 'Perfil',
    icon: 'tabler-user-circle',
    url: '/pages/user-profile/profile',
  },
  {
    section: 'Apps & Pages',
    title: 'Access Control',
    icon: 'tabler-shield',
    url: '/access-control',
    permission: { action: 'read', subject: 'AclDemo' },
  },
  { section: 'Apps & Pages', title: 'Not Authorized', icon: 'tabler-lock', url: '/not-authorized' },
  {
    section: 'Apps & Pages',
    title: 'Page Not Found',
    icon: 'tabler-error-404',
    url: '/pages/misc/page-not-found',
  },
  { section: 'Apps & Pages', title: 'Coming Soon', icon: 'tabler-clock', url: '/pages/misc/coming-soon' },
  {
    section: 'Apps & Pages',
    title: 'Under Maintenance',
    icon: 'tabler-tools',
    url: '/pages/misc/under-maintenance',
  },
  { section: 'Apps & Pages', title: 'Login v1', icon: 'tabler-login', url: '/pages/authentication/login-v1' },
  { section: 'Apps & Pages', title: 'Login v2', icon: 'tabler-login', url: '/pages/authentication/login-v2' },
  {
    section: 'Apps & Pages',
    title: 'Register v1',
    icon: 'tabler-user-plus',
    url: '/pages/authentication/register-v1',
  },
  {
    section: 'Apps & Pages',
    title: 'Register v2',
    icon: 'tabler-user-plus',
    url: '/pages/authentication/register-v2',
  },
  {
    section: 'Apps & Pages',
    title: 'Register Multi-Steps',
    icon: 'tabler-user-plus',
    url: '/pages/authentication/register-multi-steps',
  },
  {
    section: 'Apps & Pages',
    title: 'Forgot Password v1',
    icon: 'tabler-key',
    url: '/pages/authentication/forgot-password-v1',
  },
  {
    section: 'Apps & Pages',
    title: 'Forgot Password v2',
    icon: 'tabler-key',
    url: '/pages/authentication/forgot-password-v2',
  },
  {
    section: 'Apps & Pages',
    title: 'Two Steps v1',
    icon: 'tabler-devices',
    url: '/pages/authentication/two-steps-v1',
  },
  {
    section: 'Apps & Pages',
    title: 'Two Steps v2',
    icon: 'tabler-devices',
    url: '/pages/authentication/two-steps-v2',
  },
]
