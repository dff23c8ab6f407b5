import { invoiceCreator, invoiceEditor, invoiceReader } from '../invoices/access'
import { pldReader } from '../pld/access'
import { collectionsReader } from '../collections/access'
import { bureauReportingReader } from '../bureau-reporting/access'
import { directDebitReader } from '../direct-debit/access'
import { staffAccess } from '../permissions/staff'
import { manageAll } from '../permissions/rule-predicates'
import { apps, protectedPage, read, type Screen } from './screen-kit'

/**
 * Part of the screen registry (screens.ts, in its declaration order): the money and the desks around it: bank
 * statements, funding, vehicles and commissions, messaging, e-mail, invoices, jobs, collections, money-laundering
 * prevention, the bureau file.
 */
export const operationsScreens = {
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
  // Direct debit (issue 35): the billing dates' debit files, one run's debits and the bank's answer.
  directDebit: protectedPage('/apps/domiciliacion', directDebitReader, {
    nav: { group: 'fondeos', order: 7, labelKey: 'nav.directDebit', icon: 'accountBalance' },
    search: { section: apps, title: 'Domiciliación', icon: 'tabler-building-bank' },
  }),
  directDebitMandates: protectedPage('/apps/domiciliacion/mandatos', directDebitReader, {
    search: { section: apps, title: 'Mandatos de domiciliación', icon: 'tabler-credit-card' },
  }),
  directDebitRun: protectedPage('/apps/domiciliacion/:id', directDebitReader),

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
} as const satisfies Record<string, Screen>
