import type { AbilityRule, Action, RoleScope, Subject, SystemRoleKey } from '@mesa/contracts'

const rule = (action: Action, subject: Subject): AbilityRule => ({ action, subject })
const read = (...subjects: Subject[]) => subjects.map((subject) => rule('read', subject))
const manage = (...subjects: Subject[]) => subjects.map((subject) => rule('manage', subject))

export interface RoleDefinition {
  name: string
  description: string
  rules: AbilityRule[]
  /** Only the system roles have a key. */
  key?: SystemRoleKey
  /** Row-level scope; head-office roles see all. */
  scope?: RoleScope
}

/** Roles every installation has: the administrator and the role of a self-registered account. */
export const systemRoles: RoleDefinition[] = [
  { key: 'admin', name: 'admin', description: 'Administrador: puede todo', rules: manage('all') },
  {
    key: 'registered',
    name: 'registered',
    description: 'Cuenta registrada, en espera de un rol',
    rules: [],
  },
]

/**
 * The spec's client role and the workflow roles of docs/domain.md. They are data: administrators
 * edit them in /apps/roles; the credit-workflow issues refine their rules as their screens land.
 */
export const demoRoles: RoleDefinition[] = [
  { name: 'client', description: 'Cliente: solo la página de control de acceso', rules: read('AclDemo') },
  {
    name: 'analista',
    description: 'Analista de crédito: buró, revisiones automáticas y dictamen de análisis',
    rules: [
      ...read('Documentos', 'Aliados', 'vin', 'credit_application_file', 'AclDemo'),
      ...manage('analysis', 'field_visit'),
    ],
  },
  {
    name: 'mesa-control',
    description: 'Mesa de control: validación de documentos e investigación del cliente',
    // The control desk balances the queues: it may take an application from its owner. It also coordinates
    // the field visits with the analysts (issue 38: the desk books the agents' calendar): request, book, move,
    // cancel and validate them (`assign field_visit`), within its row scope; the report stays the agent's.
    rules: [
      ...read('Documentos', 'analysis', 'AclDemo'),
      ...manage('Admin', 'vin'),
      rule('assign', 'credit_application_file'),
      rule('assign', 'field_visit'),
      // Issue 35: the control desk registers and revokes the customers' direct-debit mandates.
      rule('read', 'direct_debit'),
      rule('create', 'direct_debit'),
    ],
  },
  {
    name: 'visitador',
    description: 'Visitador: sus visitas de campo, el reporte con fotos y la investigación física',
    // Field visits only (issue 30): nothing of análisis (checks, blacklist, bureau, income, moves).
    rules: [
      ...read('Documentos', 'partners', 'AclDemo'),
      rule('read', 'field_visit'),
      rule('update', 'field_visit'),
    ],
  },
  {
    name: 'comite',
    description: 'Comité de crédito: deliberación, autorización, contrato y póliza',
    // Issue 30: no fondeo: whoever authorises and contracts does not also move the money.
    rules: [
      ...read('Documentos', 'analysis', 'AclDemo'),
      ...manage('purchase', 'contrato', 'poliza', 'Insurance'),
      rule('assign', 'credit_application_file'),
    ],
  },
  {
    name: 'tesoreria',
    description:
      'Tesorería: asigna la línea del fondeador, dispersa el crédito y aprueba la dispersión de otro',
    // Fondeo only (issue 30): every disbursement and its cancellation wait for a second treasurer's approval;
    // read Approvals shows the queue: their own requests and the other treasurers' they may approve.
    // Issue 35: treasury imports the bank statements and works their reconciliation queue, and makes the
    // direct-debit file of a billing date and posts the bank's answer.
    rules: [
      ...read('Documentos', 'contrato', 'Approvals', 'AclDemo', 'bank_statement', 'direct_debit'),
      ...manage('fondeo'),
      rule('update', 'bank_statement'),
      rule('update', 'direct_debit'),
    ],
  },
  {
    name: 'ventas',
    scope: 'own-allies',
    description: 'Ventas: captura asistida de solicitudes con los aliados',
    rules: [
      ...read('Aliados', 'partners', 'AclDemo'),
      // Their own applications' contracts, read only (row scope own-allies).
      rule('read', 'contrato'),
      rule('read', 'Documentos'),
      rule('create', 'Documentos'),
      ...manage('auto_assist', 'seminuevo_assist', 'moto_assist'),
    ],
  },
  {
    name: 'cobranza',
    description: 'Cobranza: registra pagos y da seguimiento a créditos y tickets de la cartera',
    // Registering a payment is working an active loan's file (contracts `loanPaymentWriter`: update on
    // credit_application_file); read on it opens the loan and its tickets; read Documentos the loans list;
    // read Approvals shows the four-eyes requests they asked for (a reversal on a paid-off loan, a refund).
    // Issue 35: the collections desk, the loans assigned to them (row scope on the server); the collections
    // manager's roll-rate and recovery charts are the portfolio reports (read); read dunning shows the reminder
    // rules, their sends and the loans' dunning letters (editing the rules is a collections supervisor's).
    rules: [
      ...read(
        'Documentos',
        'credit_application_file',
        'Approvals',
        'AclDemo',
        'portfolio_reports',
        'dunning',
        'collections',
        'direct_debit',
      ),
      rule('update', 'credit_application_file'),
      rule('update', 'collections'),
      // Issue 35: collections registers and revokes the customers' direct-debit mandates.
      rule('create', 'direct_debit'),
    ],
  },
  {
    name: 'facturacion',
    description: 'Facturación: facturas del acreedor, su envío al cliente y el registro de sus pagos',
    // Sending goes to each invoice's client contact only: choosing another recipient
    // (send invoice_recipients) is left to administrators.
    rules: [
      ...read('Invoices', 'AclDemo'),
      rule('create', 'Invoices'),
      rule('update', 'Invoices'),
      rule('send', 'Invoices'),
      rule('record_payment', 'Invoices'),
      rule('delete', 'Invoices'),
    ],
  },
  {
    name: 'supervisor',
    scope: 'own-allies',
    description: 'Supervisor de aliados: cartera de aliados, vendedores y campañas',
    // Issue 36: supervisors read the money-laundering prevention alerts and reports (they decide nothing).
    rules: [
      ...manage('Aliados', 'partners'),
      // Issue 34: not the books (head-office records a role scoped to its allies may not read, docs/security.md).
      ...read('Documentos', 'channels', 'campaigns', 'templates', 'agent-status', 'AclDemo', 'pld'),
      // Issue 36: the portfolio reports of their allies' loans (their row scope), read only.
      rule('read', 'portfolio_reports'),
      // Issue 35: the collections desk of their allies' loans: every collector's, reassignment and the rules.
      ...read('collections'),
      rule('update', 'collections'),
      rule('assign', 'collections'),
    ],
  },
  {
    name: 'contabilidad',
    description: 'Contabilidad: catálogo de cuentas, pólizas, balanza, conciliación, ajustes y cierre de mes',
    // Issue 34: adjustments and mapping changes wait for a second person with manage accounting (an
    // administrator in the demo); read Approvals shows the queue.
    // Issue 36: the portfolio reports (provisions, write-offs) and the monthly package's recipients.
    rules: [...manage('accounting'), ...read('Approvals', 'AclDemo'), ...manage('portfolio_reports')],
  },
  {
    name: 'cumplimiento',
    description: 'Oficial de cumplimiento: listas, alertas de PLD, reportes de operaciones y umbral',
    // Issue 36: the lists, the alerts (dismiss, escalate) and the reports; read on the applications to see
    // whose alert it is.
    rules: [...read('Documentos', 'AclDemo'), ...manage('pld'), ...manage('bureau_reporting')],
  },
]
