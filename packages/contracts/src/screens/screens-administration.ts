import { businessCalendarReader } from '../business-calendar/access'
import { manageAll } from '../permissions/rule-predicates'
import { apps, protectedPage, read, type Screen } from './screen-kit'

/**
 * Part of the screen registry (screens.ts, in its declaration order): the lender's settings and records: calendar
 * and identity, blacklist, credit policy, approvals, trash, support, the books, customers, sellers.
 */
export const administrationScreens = {
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
} as const satisfies Record<string, Screen>
