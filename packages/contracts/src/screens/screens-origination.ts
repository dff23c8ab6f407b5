import { importAccess } from '../imports/imports'
import { portfolioReportManager, portfolioReportReader } from '../portfolio-reports/access'
import { staffAccess } from '../permissions/staff'
import { fieldAgentPermission, visitAnalyst } from '../field-visits/access'
import { apps, guest, protectedPage, read, type Screen } from './screen-kit'

/**
 * Part of the screen registry (screens.ts, in its declaration order): sign-in, each member of staff's home,
 * imports, the dashboards and reports, the applications and their chain (field visits, contracts, insurance).
 */
export const originationScreens = {
  login: guest('/login'),
  register: guest('/register'),
  forgotPassword: guest('/forgot-password'),

  // Issue 38: each member of staff's home, their day's work (the spec's client has none).
  home: protectedPage('/apps/inicio', staffAccess, {
    nav: { group: 'appsAndPages', order: 0, labelKey: 'nav.home', icon: 'home' },
    search: { section: apps, title: 'Inicio', icon: 'tabler-home' },
  }),
  alliesList: protectedPage('/apps/aliados/list', read('Aliados'), {
    nav: { group: 'appsAndPages', order: 1, labelKey: 'nav.allies', icon: 'storefront' },
    search: { section: apps, title: 'Aliados', icon: 'tabler-building-store' },
  }),
  allyAdd: protectedPage('/apps/aliados/add', read('Aliados'), {
    search: { section: apps, title: 'Nuevo aliado', icon: 'tabler-building-plus' },
  }),
  allyEdit: protectedPage('/apps/aliados/edit/:id', read('Aliados')),
  // Bulk import (issue 20): upload and my recent imports; one import's mapping, preview and fixes, progress.
  // Open to whoever may import any entity (create Aliados, or what importing applications needs).
  imports: protectedPage('/apps/imports', importAccess, {
    nav: { group: 'appsAndPages', order: 2, labelKey: 'nav.imports', icon: 'tableChart' },
    search: { section: apps, title: 'Importación masiva', icon: 'tabler-file-upload' },
  }),
  importDetail: protectedPage('/apps/imports/:id', importAccess),

  // Issue 16: the managers' portfolio dashboard (funnel, decisions, stage times, amounts, arrears).
  portfolioDashboard: protectedPage('/apps/solicitudes/dashboard', read('Documentos'), {
    nav: { group: 'applications', order: 0, labelKey: 'nav.portfolioDashboard', icon: 'insights' },
    search: { section: 'Dashboards', title: 'Tablero de cartera', icon: 'tabler-chart-pie' },
  }),
  creditApplicationsList: protectedPage('/apps/solicitudes/list', read('Documentos'), {
    nav: { group: 'applications', order: 1, labelKey: 'nav.applicationsList', icon: 'requestPage' },
    search: { section: apps, title: 'Solicitudes', icon: 'tabler-file-text' },
  }),
  creditApplicationAssignments: protectedPage('/apps/solicitudes/list/assignments', read('Documentos'), {
    nav: { group: 'applications', order: 2, labelKey: 'nav.applicationsQueue', icon: 'inbox' },
    search: { section: apps, title: 'Bandeja de asignaciones', icon: 'tabler-inbox' },
  }),
  loans: protectedPage('/apps/solicitudes/loans', read('Documentos'), {
    nav: { group: 'applications', order: 4, labelKey: 'nav.applicationsLoans', icon: 'accountBalance' },
    search: { section: apps, title: 'Créditos activos', icon: 'tabler-cash' },
  }),
  // Issue 33: loss provisions (PD × SP × EI) by arrears bucket as of a date, beside the loans portfolio.
  loanProvisions: protectedPage('/apps/solicitudes/loans/provisions', read('Documentos'), {
    nav: { group: 'applications', order: 4.5, labelKey: 'nav.loanProvisions', icon: 'accountBalance' },
    search: { section: apps, title: 'Reservas de cartera', icon: 'tabler-cash' },
  }),
  // Issue 36: the risk committee's and board's portfolio reports as of a business date, and the monthly
  // package's recipients.
  portfolioReports: protectedPage('/apps/reportes-cartera', portfolioReportReader, {
    nav: { group: 'applications', order: 4.6, labelKey: 'nav.portfolioReports', icon: 'pieChart' },
    search: { section: 'Dashboards', title: 'Reportes de cartera', icon: 'tabler-chart-line' },
  }),
  portfolioReportRecipients: protectedPage('/apps/reportes-cartera/destinatarios', portfolioReportManager, {
    search: { section: apps, title: 'Destinatarios del paquete mensual de cartera', icon: 'tabler-mail' },
  }),
  // Issue 35: the reminder rules by days past due, the sends they made and the dunning letters.
  dunning: protectedPage('/apps/cobranza/recordatorios', read('dunning'), {
    nav: { group: 'applications', order: 4.7, labelKey: 'nav.dunning', icon: 'schedule' },
    search: { section: apps, title: 'Recordatorios de cobranza', icon: 'tabler-bell' },
  }),
  creditApplicationBoard: protectedPage('/apps/solicitudes/loans/index2', read('Documentos'), {
    // Issue 38: the applications' board sits with the applications, named as such (under "Créditos activos"
    // a bare "Tablero" read as the loans' board).
    nav: { group: 'applications', order: 3, labelKey: 'nav.applicationsBoard', icon: 'viewKanban' },
    search: { section: 'Dashboards', title: 'Tablero de solicitudes', icon: 'tabler-layout-kanban' },
  }),
  // Read on any of analysis, {product}_assist, purchase, partners, credit_application_file, vin (spec §2):
  // the guard takes one permission per route, so the page checks the alternatives itself.
  creditApplicationDetail: protectedPage('/apps/solicitudes/:origin/:id'),
  // The field visit (issue 14): the analysts' scheduling calendar; the agent's agenda and visit form (phone).
  fieldVisits: protectedPage('/apps/visitas', visitAnalyst, {
    nav: { group: 'applications', order: 5, labelKey: 'nav.fieldVisits', icon: 'calendarMonth' },
    search: { section: apps, title: 'Visitas de campo', icon: 'tabler-calendar-event' },
  }),
  myVisits: protectedPage('/apps/visitas/mis-visitas', fieldAgentPermission, {
    nav: { group: 'applications', order: 6, labelKey: 'nav.myVisits', icon: 'directionsCar' },
    search: { section: apps, title: 'Mis visitas', icon: 'tabler-map-pin' },
  }),
  visitForm: protectedPage('/apps/visitas/mis-visitas/:bookingId', fieldAgentPermission),

  // The loan contract (issue 15): every contract version, and one contract's support view.
  contractList: protectedPage('/apps/fondeos/contrato', read('contrato'), {
    nav: { group: 'fondeos', order: 0, labelKey: 'nav.contractList', icon: 'receiptLong' },
    search: { section: apps, title: 'Contratos', icon: 'tabler-file-certificate' },
  }),
  supportContract: protectedPage('/apps/support/contract/:contractId', read('contrato')),

  // Car insurance (issue 15): the póliza desk, each insurer's page and the portfolio of policies.
  polizaQueue: protectedPage('/apps/fondeos/poliza', read('poliza'), {
    nav: { group: 'fondeos', order: 1, labelKey: 'nav.polizaQueue', icon: 'security' },
    search: { section: apps, title: 'Pólizas', icon: 'tabler-shield-check' },
  }),
  polizaAna: protectedPage('/apps/fondeos/poliza/ana', read('poliza'), {
    search: { section: apps, title: 'ANA Seguros', icon: 'tabler-shield' },
  }),
  polizaGeneral: protectedPage('/apps/fondeos/poliza/general', read('poliza'), {
    search: { section: apps, title: 'General de Seguros', icon: 'tabler-shield' },
  }),
  polizaGnp: protectedPage('/apps/fondeos/poliza/gnp', read('poliza'), {
    search: { section: apps, title: 'GNP Seguros', icon: 'tabler-shield' },
  }),
  polizaQualitas: protectedPage('/apps/fondeos/poliza/qualitas', read('poliza'), {
    search: { section: apps, title: 'Quálitas', icon: 'tabler-shield' },
  }),
  polizaQuote: protectedPage('/apps/fondeos/poliza/:origin/:id', read('poliza')),
  insuranceList: protectedPage('/apps/insurance/list', read('Insurance'), {
    nav: { group: 'fondeos', order: 2, labelKey: 'nav.insuranceList', icon: 'directionsCar' },
    search: { section: apps, title: 'Cartera de seguros', icon: 'tabler-car-crash' },
  }),
  insuranceListTab: protectedPage('/apps/insurance/list/:tab', read('Insurance')),
} as const satisfies Record<string, Screen>
