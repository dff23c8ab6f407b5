import ViewKanban from '@mui/icons-material/ViewKanban'
import RequestPage from '@mui/icons-material/RequestPage'
import Inbox from '@mui/icons-material/Inbox'
import AccountBalance from '@mui/icons-material/AccountBalance'
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings'
import Block from '@mui/icons-material/Block'
import Group from '@mui/icons-material/Group'
import Lock from '@mui/icons-material/Lock'
import SupportAgent from '@mui/icons-material/SupportAgent'
import Build from '@mui/icons-material/Build'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import Login from '@mui/icons-material/Login'
import PersonAdd from '@mui/icons-material/PersonAdd'
import Schedule from '@mui/icons-material/Schedule'
import Security from '@mui/icons-material/Security'
import Storefront from '@mui/icons-material/Storefront'
import VpnKey from '@mui/icons-material/VpnKey'
import type { NavEntry } from '../layouts/nav-types'

/** The vertical navigation: only built routes; each link carries its route's permission (spec §2, §6). */
export const navEntries: NavEntry[] = [
  { kind: 'heading', titleKey: 'nav.appsAndPages' },
  {
    kind: 'link',
    titleKey: 'nav.allies',
    to: '/apps/aliados/list',
    icon: <Storefront />,
    permission: { action: 'read', subject: 'Aliados' },
  },
  {
    kind: 'link',
    titleKey: 'nav.accessControl',
    to: '/access-control',
    icon: <Security />,
    permission: { action: 'read', subject: 'AclDemo' },
  },
  {
    kind: 'link',
    titleKey: 'nav.users',
    to: '/apps/user/list',
    icon: <Group />,
    permission: { action: 'read', subject: 'Users' },
  },
  {
    kind: 'link',
    titleKey: 'nav.roles',
    to: '/apps/roles',
    icon: <AdminPanelSettings />,
    permission: { action: 'read', subject: 'Roles' },
  },
  {
    kind: 'link',
    titleKey: 'nav.permissions',
    to: '/apps/permissions',
    icon: <Lock />,
    permission: { action: 'read', subject: 'Roles' },
  },
  {
    kind: 'link',
    titleKey: 'nav.agentStatus',
    to: '/apps/agent-status',
    icon: <SupportAgent />,
    permission: { action: 'read', subject: 'agent-status' },
  },
  { kind: 'heading', titleKey: 'nav.applications' },
  {
    kind: 'link',
    titleKey: 'nav.applicationsList',
    to: '/apps/solicitudes/list',
    icon: <RequestPage />,
    permission: { action: 'read', subject: 'Documentos' },
  },
  {
    kind: 'link',
    titleKey: 'nav.applicationsQueue',
    to: '/apps/solicitudes/list/assignments',
    icon: <Inbox />,
    permission: { action: 'read', subject: 'Documentos' },
  },
  {
    kind: 'link',
    titleKey: 'nav.applicationsLoans',
    to: '/apps/solicitudes/loans',
    icon: <AccountBalance />,
    permission: { action: 'read', subject: 'Documentos' },
  },
  {
    kind: 'link',
    titleKey: 'nav.applicationsBoard',
    to: '/apps/solicitudes/loans/index2',
    icon: <ViewKanban />,
    permission: { action: 'read', subject: 'Documentos' },
  },
  { kind: 'heading', titleKey: 'nav.authentication' },
  { kind: 'link', titleKey: 'nav.loginV2', to: '/pages/authentication/login-v2', icon: <Login /> },
  {
    kind: 'link',
    titleKey: 'nav.registerMultiSteps',
    to: '/pages/authentication/register-multi-steps',
    icon: <PersonAdd />,
  },
  {
    kind: 'link',
    titleKey: 'nav.forgotPasswordV1',
    to: '/pages/authentication/forgot-password-v1',
    icon: <VpnKey />,
  },
  { kind: 'heading', titleKey: 'nav.misc' },
  { kind: 'link', titleKey: 'nav.comingSoon', to: '/pages/misc/coming-soon', icon: <Schedule /> },
  { kind: 'link', titleKey: 'nav.underMaintenance', to: '/pages/misc/under-maintenance', icon: <Build /> },
  { kind: 'link', titleKey: 'nav.notAuthorized', to: '/not-authorized', icon: <Block /> },
  { kind: 'link', titleKey: 'nav.pageNotFound', to: '/pages/misc/page-not-found', icon: <ErrorOutline /> },
]
