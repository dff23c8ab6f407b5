import { businessCalendarReader } from '../business-calendar/access'
import { importAccess } from '../imports/imports'
import { invoiceCreator, invoiceEditor, invoiceReader } from '../invoices/access'
import { pldReader } from '../pld/access'
import { portfolioReportManager, portfolioReportReader } from '../portfolio-reports/access'
import { collectionsReader } from '../collections/access'
import { bureauReportingReader } from '../bureau-reporting/access'
import { staffAccess } from '../permissions/staff'
import { manageAll } from '../permissions/rule-predicates'
import { demoScreens } from '../demo/demo-screens'
import { fieldAgentPermission, visitAnalyst } from '../field-visits/access'
import { apps, authTemplate, guest, protectedPage, publicPage, read, type Screen } from './screen-kit'

export {
  navGroups,
  navIconNames,
  type NavGroup,
  type NavIconName,
  type Screen,
  type ScreenAccess,
  type ScreenLayout,
  type ScreenNav,
  type ScreenSearch,
} from './screen-kit'

/**
 * The screen registry: every screen of spec §2 the web app serves, declared once. The web derives its route
 * table and its navigation from it, the API its global-search destinations, so a new screen is one entry here
 * plus its lazy module in `apps/web/src/app/screen-modules.ts` (TypeScript demands the latter). Declaration
 * order is the global search's order inside a section (it shows the first five matches).
 */
export const screens = {
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

  // Bank statements (issue 35): treasury's statements and their import, a statement's lines, the
  // reconciliation queue and its daily summary.
  bankStatements: protectedPage('/apps/tesoreria/estados-de-cuenta', read('bank_statement'), {
    nav: { group: 'fondeos', order: 5, labelKey: 'nav.bankStatements', icon: 'accountBalance' },
    search: { section: apps, title: 'Estados de cuenta bancarios', icon: 'tabler-building-bank' },
  }),
  bankStatementDetail: protectedPage('/apps/tesoreria/estados-de-cuenta/:id', read('bank_statement')),
  bankReconciliation: protectedPage('/apps/tesoreria/conciliacion', read('bank_statement'), {
    nav: { group: 'fondeos', order: 6, labelKey: 'nav.bankReconciliation', icon: 'inbox' },
    search: { section: apps, title: 'Conciliación bancaria', icon: 'tabler-inbox' },
  }),
  bankReconciliationSummary: protectedPage('/apps/tesoreria/conciliacion/resumen', read('bank_statement'), {
    search: { section: apps, title: 'Resumen diario de conciliación', icon: 'tabler-chart-pie' },
  }),

  // Funding (issue 15): applications by funding status, one application's funding, funders and their lines.
  fundingList: protectedPage('/apps/fondeos/solicitudes/list', read('contrato'), {
    nav: { group: 'fondeos', order: 3, labelKey: 'nav.fundingList', icon: 'accountBalance' },
    search: { section: apps, title: 'Fondeo de solicitudes', icon: 'tabler-building-bank' },
  }),
  fundingDetail: protectedPage('/apps/fondeos/solicitudes/detail/:consecutivo', read('contrato')),
  fundersList: protectedPage('/apps/fondeos/fondeadores', read('contrato'), {
    nav: { group: 'fondeos', order: 4, labelKey: 'nav.funders', icon: 'storefront' },
    search: { section: apps, title: 'Fondeadores', icon: 'tabler-building-bank' },
  }),
  funderDetail: protectedPage('/apps/fondeos/fondeadores/:funderId', read('contrato')),

  // The vehicle and dealership side (issue 15): VIN records (spec §2: list read vin, add/edit read Admin), commissions.
  vinList: protectedPage('/apps/vin/list', read('vin'), {
    nav: { group: 'appsAndPages', order: 16, labelKey: 'nav.vinList', icon: 'directionsCar' },
    search: { section: apps, title: 'VIN', icon: 'tabler-car' },
  }),
  vinAdd: protectedPage('/apps/vin/add', read('Admin')),
  vinEdit: protectedPage('/apps/vin/edit/:id', read('Admin')),
  commissions: protectedPage('/apps/commissions', read('partners'), {
    nav: { group: 'appsAndPages', order: 17, labelKey: 'nav.commissions', icon: 'sell' },
    search: { section: apps, title: 'Comisiones', icon: 'tabler-percentage' },
  }),

  usersList: protectedPage('/apps/user/list', read('Users'), {
    nav: { group: 'appsAndPages', order: 3, labelKey: 'nav.users', icon: 'group' },
    search: { section: apps, title: 'Usuarios', icon: 'tabler-users' },
  }),
  userView: protectedPage('/apps/user/view/:id', read('Users')),
  roles: protectedPage('/apps/roles', read('Roles'), {
    nav: { group: 'appsAndPages', order: 4, labelKey: 'nav.roles', icon: 'adminPanelSettings' },
    search: { section: apps, title: 'Roles', icon: 'tabler-shield-lock' },
  }),
  permissions: protectedPage('/apps/permissions', read('Roles'), {
    nav: { group: 'appsAndPages', order: 5, labelKey: 'nav.permissions', icon: 'lock' },
    search: { section: apps, title: 'Permisos', icon: 'tabler-lock' },
  }),
  agentStatus: protectedPage('/apps/agent-status', read('agent-status'), {
    nav: { group: 'appsAndPages', order: 6, labelKey: 'nav.agentStatus', icon: 'supportAgent' },
    search: { section: apps, title: 'Estado de agentes', icon: 'tabler-headset' },
  }),
  // Messaging (issue 17): the WhatsApp inbox and message templates.
  chat: protectedPage('/apps/chat', read('channels'), {
    layout: 'fixed-height',
    nav: { group: 'appsAndPages', order: 11, labelKey: 'nav.chat', icon: 'forum' },
    search: { section: apps, title: 'Chat', icon: 'tabler-message-circle' },
  }),
  messageTemplates: protectedPage('/apps/templates', read('templates'), {
    nav: { group: 'appsAndPages', order: 12, labelKey: 'nav.messageTemplates', icon: 'textSnippet' },
    search: { section: apps, title: 'Plantillas de mensajes', icon: 'tabler-template' },
  }),
  createTemplate: protectedPage('/apps/templates/create', read('templates')),
  editTemplate: protectedPage('/apps/templates/edit/:id', read('templates')),
  sendTemplate: protectedPage('/apps/send-template', read('templates'), {
    search: { section: apps, title: 'Enviar plantilla', icon: 'tabler-send' },
  }),
  campaigns: protectedPage('/apps/campaigns', read('campaigns'), {
    nav: { group: 'appsAndPages', order: 13, labelKey: 'nav.campaigns', icon: 'campaign' },
    search: { section: apps, title: 'Campañas de WhatsApp', icon: 'tabler-speakerphone' },
  }),
  createCampaign: protectedPage('/apps/campaigns/create', read('campaigns')),
  campaignDetail: protectedPage('/apps/campaigns/:id', read('campaigns')),
  messagingDashboard: protectedPage('/apps/messaging/dashboard', read('channels'), {
    nav: { group: 'appsAndPages', order: 14, labelKey: 'nav.messagingDashboard', icon: 'insights' },
    search: { section: apps, title: 'Tablero de mensajería', icon: 'tabler-chart-bar' },
  }),
  channelAgents: protectedPage('/apps/channels', read('channel_admin'), {
    nav: { group: 'appsAndPages', order: 15, labelKey: 'nav.channelAgents', icon: 'supportAgent' },
    search: { section: apps, title: 'Agentes por canal', icon: 'tabler-headset' },
  }),
  // The e-mail client (issue 18): every member of staff's own mailbox (not the demo `client`'s, issue 31);
  // /apps/email/:view is a filter or a label.
  email: protectedPage('/apps/email', staffAccess, {
    layout: 'fixed-height',
    nav: { group: 'appsAndPages', order: 9, labelKey: 'nav.email', icon: 'inbox' },
    search: { section: apps, title: 'Correo', icon: 'tabler-mail' },
  }),
  emailView: protectedPage('/apps/email/:view', staffAccess, { layout: 'fixed-height' }),
  emailFilter: protectedPage('/apps/email/filter/:filter', staffAccess, { layout: 'fixed-height' }),
  emailLabel: protectedPage('/apps/email/label/:label', staffAccess, { layout: 'fixed-height' }),
  // Invoices (issue 18): the lender's billing staff's (issue 31: read, create, update… on Invoices).
  invoiceList: protectedPage('/apps/invoice/list', invoiceReader, {
    nav: { group: 'appsAndPages', order: 10, labelKey: 'nav.invoices', icon: 'receiptLong' },
    search: { section: apps, title: 'Facturas', icon: 'tabler-file-invoice' },
  }),
  invoiceAdd: protectedPage('/apps/invoice/add', invoiceCreator, {
    search: { section: apps, title: 'Nueva factura', icon: 'tabler-file-plus' },
  }),
  invoiceEdit: protectedPage('/apps/invoice/edit/:id', invoiceEditor),
  invoicePreview: protectedPage('/apps/invoice/preview/:id', invoiceReader),
  // The collections desk (issue 35): the queue of loans in arrears, one loan's panel, the collector's dashboard.
  collectionsQueue: protectedPage('/apps/cobranza', collectionsReader, {
    nav: { group: 'applications', order: 4.2, labelKey: 'nav.collections', icon: 'supportAgent' },
    search: { section: apps, title: 'Cobranza', icon: 'tabler-headset' },
  }),
  collectionsDashboard: protectedPage('/apps/cobranza/tablero', collectionsReader, {
    nav: { group: 'applications', order: 4.3, labelKey: 'nav.collectionsDashboard', icon: 'insights' },
    search: { section: 'Dashboards', title: 'Tablero de cobranza', icon: 'tabler-chart-bar' },
  }),
  collectionsLoan: protectedPage('/apps/cobranza/creditos/:loanId', collectionsReader),
  // Money-laundering prevention (issue 36): the compliance officer's alerts, lists and reports (read pld).
  pldAlerts: protectedPage('/apps/pld/alerts', pldReader, {
    nav: { group: 'appsAndPages', order: 10.5, labelKey: 'nav.pldAlerts', icon: 'security' },
    search: { section: apps, title: 'Alertas de PLD', icon: 'tabler-shield-check' },
  }),
  pldAlert: protectedPage('/apps/pld/alerts/:id', pldReader),
  pldLists: protectedPage('/apps/pld/lists', pldReader, {
    nav: { group: 'appsAndPages', order: 10.6, labelKey: 'nav.pldLists', icon: 'block' },
    search: { section: apps, title: 'Listas de personas bloqueadas', icon: 'tabler-list-check' },
  }),
  pldReports: protectedPage('/apps/pld/reports', pldReader, {
    nav: { group: 'appsAndPages', order: 10.7, labelKey: 'nav.pldReports', icon: 'receiptLong' },
    search: { section: apps, title: 'Reportes de operaciones', icon: 'tabler-report' },
  }),
  // The monthly credit-bureau file (issue 36): the compliance officer's periods and each one's summary.
  bureauReporting: protectedPage('/apps/bureau-reporting', bureauReportingReader, {
    nav: { group: 'appsAndPages', order: 10.8, labelKey: 'nav.bureauReporting', icon: 'tableChart' },
    search: { section: apps, title: 'Reporte mensual al buró de crédito', icon: 'tabler-report' },
  }),
  bureauReportingPeriod: protectedPage('/apps/bureau-reporting/:period', bureauReportingReader),
  jobs: protectedPage('/apps/jobs', manageAll, {
    nav: { group: 'appsAndPages', order: 7, labelKey: 'nav.jobs', icon: 'schedule' },
    search: { section: apps, title: 'Tareas en segundo plano', icon: 'tabler-clock-cog' },
  }),
  // Issue 33: the holiday calendar (read Admin; adding or removing a day is manage Admin, as the API) and the
  // lender's identity and UNE the documents print (administrators, as the API's PUT).
  businessCalendar: protectedPage('/apps/business-calendar', businessCalendarReader, {
    nav: { group: 'appsAndPages', order: 7.5, labelKey: 'nav.businessCalendar', icon: 'calendarMonth' },
    search: { section: apps, title: 'Calendario de días inhábiles', icon: 'tabler-calendar' },
  }),
  lenderProfile: protectedPage('/apps/lender-profile', manageAll, {
    nav: { group: 'appsAndPages', order: 7.6, labelKey: 'nav.lenderProfile', icon: 'settings' },
    search: { section: apps, title: 'Identidad del otorgante y UNE', icon: 'tabler-building-bank' },
  }),
  // Issue 13: the internal blacklist of the automated checks; analysts read it, administrators change it.
  blacklist: protectedPage('/apps/blacklist', read('analysis'), {
    nav: { group: 'appsAndPages', order: 12, labelKey: 'nav.blacklist', icon: 'block' },
    search: { section: apps, title: 'Lista negra', icon: 'tabler-ban' },
  }),
  // Issue 14: the lender's credit policy per product (administrators edit it; analysts and the committee read it).
  creditPolicy: protectedPage('/apps/credit-policy', read('analysis'), {
    nav: { group: 'appsAndPages', order: 13, labelKey: 'nav.creditPolicy', icon: 'accountBalance' },
    search: { section: apps, title: 'Política de crédito', icon: 'tabler-scale' },
  }),
  auditTrail: protectedPage('/apps/audit', manageAll, {
    nav: { group: 'appsAndPages', order: 8, labelKey: 'nav.auditTrail', icon: 'history' },
    search: { section: apps, title: 'Bitácora de auditoría', icon: 'tabler-history' },
  }),
  // Issue 30: the four-eyes queue (read Approvals; deciding needs each kind's own right), with its count.
  approvals: protectedPage('/apps/approvals', read('Approvals'), {
    nav: { group: 'appsAndPages', order: 10, labelKey: 'nav.approvals', icon: 'approval' },
    search: { section: apps, title: 'Aprobaciones', icon: 'tabler-checklist' },
  }),
  // Issue 20: deleted records, restored by administrators until the purge job erases them.
  trash: protectedPage('/apps/trash', manageAll, {
    nav: { group: 'appsAndPages', order: 9, labelKey: 'nav.trash', icon: 'restoreFromTrash' },
    search: { section: apps, title: 'Papelera', icon: 'tabler-trash' },
  }),
  // Issue 16, the support area (docs/security.md "Support"): tickets follow their application's readers
  // (read Documentos opens the screens; the API checks the product and the row scope), the permission
  // matrix is read Roles.
  supportTickets: protectedPage('/apps/support/tickets', read('Documentos'), {
    nav: { group: 'support', order: 1, labelKey: 'nav.supportTickets', icon: 'supportAgent' },
    search: { section: apps, title: 'Tickets de soporte', icon: 'tabler-headset' },
  }),
  supportTicket: protectedPage('/apps/support/tickets/:id', read('Documentos')),
  // Issue 34, the books (read accounting; adjusting and closing need manage accounting, checked by the API).
  accountingChart: protectedPage('/apps/contabilidad/cuentas', read('accounting'), {
    nav: { group: 'accounting', order: 1, labelKey: 'nav.accountingChart', icon: 'menuBook' },
    search: { section: apps, title: 'Catálogo de cuentas', icon: 'tabler-list-numbers' },
  }),
  accountingJournal: protectedPage('/apps/contabilidad/polizas', read('accounting'), {
    nav: { group: 'accounting', order: 2, labelKey: 'nav.accountingJournal', icon: 'receiptLong' },
    search: { section: apps, title: 'Pólizas contables', icon: 'tabler-receipt' },
  }),
  accountingTrialBalance: protectedPage('/apps/contabilidad/balanza', read('accounting'), {
    nav: { group: 'accounting', order: 3, labelKey: 'nav.accountingTrialBalance', icon: 'tableChart' },
    search: { section: apps, title: 'Balanza de comprobación', icon: 'tabler-scale' },
  }),
  accountingStatements: protectedPage('/apps/contabilidad/estados', read('accounting'), {
    nav: { group: 'accounting', order: 4, labelKey: 'nav.accountingStatements', icon: 'barChart' },
    search: { section: apps, title: 'Estados financieros', icon: 'tabler-report-money' },
  }),
  accountingReconciliation: protectedPage('/apps/contabilidad/conciliacion', read('accounting'), {
    nav: { group: 'accounting', order: 5, labelKey: 'nav.accountingReconciliation', icon: 'rateReview' },
    search: { section: apps, title: 'Conciliación contable', icon: 'tabler-arrows-diff' },
  }),
  accountingPeriods: protectedPage('/apps/contabilidad/cierre', read('accounting'), {
    nav: { group: 'accounting', order: 6, labelKey: 'nav.accountingPeriods', icon: 'lock' },
    search: { section: apps, title: 'Cierre de mes', icon: 'tabler-lock' },
  }),
  accountingCfdi: protectedPage('/apps/contabilidad/cfdi', read('accounting'), {
    nav: { group: 'accounting', order: 7, labelKey: 'nav.accountingCfdi', icon: 'requestPage' },
    search: { section: apps, title: 'CFDI de intereses y comisiones', icon: 'tabler-file-invoice' },
  }),
  // Customers: personal data across allies, kept by the control desk (read Admin; saving needs update Admin).
  supportCustomers: protectedPage('/apps/support/customer/list', read('Admin'), {
    nav: { group: 'support', order: 2, labelKey: 'nav.supportCustomers', icon: 'people' },
    search: { section: apps, title: 'Clientes', icon: 'tabler-users' },
  }),
  supportCustomerEdit: protectedPage('/apps/support/customer/edit/:id', read('Admin')),
  supportCustomerVerification: protectedPage(
    '/apps/support/customer/edit/verification/:verificationId',
    read('Admin'),
  ),
  // Sellers and the allies they serve (read Aliados, like the allies list); onboarding cases are the desk's.
  supportSellerAllies: protectedPage('/apps/support/seller-allies', read('Aliados'), {
    nav: { group: 'support', order: 3, labelKey: 'nav.supportSellerAllies', icon: 'storefront' },
    search: { section: apps, title: 'Vendedores y aliados', icon: 'tabler-users-group' },
  }),
  supportSellerVerification: protectedPage('/apps/support/seller/:sellerVerificationId', read('Admin')),
  supportPermissions: protectedPage('/apps/support/permissions', read('Roles'), {
    nav: { group: 'support', order: 9, labelKey: 'nav.supportPermissions', icon: 'tableChart' },
    search: { section: apps, title: 'Matriz de permisos', icon: 'tabler-table' },
  }),
  // A bare settings or profile path opens its first tab (spec §2).
  accountSettingsHome: protectedPage('/pages/account-settings'),
  accountSettings: protectedPage('/pages/account-settings/:tab', undefined, {
    search: {
      section: apps,
      title: 'Configuración de la cuenta',
      icon: 'tabler-settings',
      params: { tab: 'account' },
    },
  }),
  userProfileHome: protectedPage('/pages/user-profile'),
  userProfile: protectedPage('/pages/user-profile/:tab', undefined, {
    search: { section: apps, title: 'Perfil', icon: 'tabler-user-circle', params: { tab: 'profile' } },
  }),
  accessControl: protectedPage('/access-control', read('AclDemo'), {
    nav: { group: 'appsAndPages', order: 2, labelKey: 'nav.accessControl', icon: 'security' },
    search: { section: apps, title: 'Access Control', icon: 'tabler-shield' },
  }),

  notAuthorized: publicPage(
    '/not-authorized',
    { title: 'Not Authorized', icon: 'tabler-lock' },
    { group: 'misc', order: 3, labelKey: 'nav.notAuthorized', icon: 'block' },
  ),
  miscNotAuthorized: publicPage('/pages/misc/not-authorized'),
  miscNotFound: publicPage('/pages/misc/not-found/*'),
  pageNotFound: publicPage(
    '/pages/misc/page-not-found',
    { title: 'Page Not Found', icon: 'tabler-error-404' },
    { group: 'misc', order: 4, labelKey: 'nav.pageNotFound', icon: 'errorOutline' },
  ),
  comingSoon: publicPage(
    '/pages/misc/coming-soon',
    { title: 'Coming Soon', icon: 'tabler-clock' },
    { group: 'misc', order: 1, labelKey: 'nav.comingSoon', icon: 'schedule' },
  ),
  underMaintenance: publicPage(
    '/pages/misc/under-maintenance',
    { title: 'Under Maintenance', icon: 'tabler-tools' },
    { group: 'misc', order: 2, labelKey: 'nav.underMaintenance', icon: 'build' },
  ),

  // Template variants of the authentication pages (v1 centred card, v2 split with illustration)
  loginV1: authTemplate('login-v1', { title: 'Login v1', icon: 'tabler-login' }),
  loginV2: authTemplate(
    'login-v2',
    { title: 'Login v2', icon: 'tabler-login' },
    { group: 'authentication', order: 1, labelKey: 'nav.loginV2', icon: 'login' },
  ),
  registerV1: authTemplate('register-v1', { title: 'Register v1', icon: 'tabler-user-plus' }),
  registerV2: authTemplate('register-v2', { title: 'Register v2', icon: 'tabler-user-plus' }),
  registerMultiSteps: authTemplate(
    'register-multi-steps',
    { title: 'Register Multi-Steps', icon: 'tabler-user-plus' },
    { group: 'authentication', order: 2, labelKey: 'nav.registerMultiSteps', icon: 'personAdd' },
  ),
  forgotPasswordV1: authTemplate(
    'forgot-password-v1',
    { title: 'Forgot Password v1', icon: 'tabler-key' },
    { group: 'authentication', order: 3, labelKey: 'nav.forgotPasswordV1', icon: 'vpnKey' },
  ),
  forgotPasswordV2: authTemplate('forgot-password-v2', { title: 'Forgot Password v2', icon: 'tabler-key' }),
  resetPasswordV1: authTemplate('reset-password-v1'),
  resetPasswordV2: authTemplate('reset-password-v2'),
  twoStepsV1: authTemplate('two-steps-v1', { title: 'Two Steps v1', icon: 'tabler-devices' }),
  twoStepsV2: authTemplate('two-steps-v2', { title: 'Two Steps v2', icon: 'tabler-devices' }),
  verifyEmailV1: authTemplate('verify-email-v1'),
  verifyEmailV2: authTemplate('verify-email-v2'),

  // The template demo area (issue 19), only while DEMO_PAGES is on
  ...demoScreens,

  // Catch-all not-found page
  notFound: publicPage('*'),
} as const satisfies Record<string, Screen>

export type ScreenId = keyof typeof screens

/** The registry as a list, in declaration order. */
export const screenEntries = Object.entries(screens) as [ScreenId, Screen][]

/** A screen's path with its parameters filled, e.g. the tab a search destination opens on. */
export function screenUrl(screen: Screen, params: Record<string, string> = {}): string {
  return screen.path.replace(/:(\w+)/g, (match, name: string) => params[name] ?? match)
}
