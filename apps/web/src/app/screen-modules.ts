import type { ScreenId } from '@mesa/contracts'
import { createElement } from 'react'
import { Navigate } from 'react-router'
import { composedPage, featurePages, type PageModule, type ScreenModule } from '../lib/feature-texts'
import { fileFeatureTexts } from './credit-application-file/texts'
import { texts } from './feature-dictionaries'

// Each feature's door (`routes/pages.ts`) and, where it has them, its texts.
const auth = featurePages(() => import('../features/auth/routes/pages'))
const misc = featurePages(() => import('../features/misc/routes/pages'))
const allies = featurePages(() => import('../features/allies/routes/pages'), texts('allies'))
const imports = featurePages(() => import('../features/imports/routes/pages'), texts('imports'))
const creditApplications = featurePages(
  () => import('../features/credit-applications/routes/pages'),
  texts('credit-applications', 'applications'),
)
const loanServicing = featurePages(
  () => import('../features/loan-servicing/routes/pages'),
  texts('loan-servicing', 'loanServicing'),
)
const fieldVisits = featurePages(
  () => import('../features/field-visits/routes/pages'),
  texts('field-visits', 'fieldVisits'),
)
const users = featurePages(() => import('../features/users/routes/pages'), texts('users'))
const roles = featurePages(() => import('../features/roles/routes/pages'), texts('roles'))
const account = featurePages(() => import('../features/account/routes/pages'), texts('account'))
const profile = featurePages(() => import('../features/profile/routes/pages'), texts('profile'))
const businessCalendar = featurePages(
  () => import('../features/business-calendar/routes/pages'),
  texts('business-calendar', 'businessCalendar'),
)
const lender = featurePages(() => import('../features/lender/routes/pages'), texts('lender'))
const jobs = featurePages(() => import('../features/jobs/routes/pages'), texts('jobs'))
const automatedChecks = featurePages(
  () => import('../features/automated-checks/routes/pages'),
  texts('automated-checks', 'automatedChecks'),
)
const email = featurePages(() => import('../features/email/routes/pages'), texts('email'))
const invoices = featurePages(() => import('../features/invoices/routes/pages'), texts('invoices'))
const audit = featurePages(() => import('../features/audit/routes/pages'), texts('audit'))
const trash = featurePages(() => import('../features/trash/routes/pages'), texts('trash'))
const approvals = featurePages(() => import('../features/approvals/routes/pages'), texts('approvals'))
const pld = featurePages(() => import('../features/pld/routes/pages'), texts('pld'))
const collections = featurePages(() => import('../features/collections/routes/pages'), texts('collections'))
const bureauReporting = featurePages(
  () => import('../features/bureau-reporting/routes/pages'),
  texts('bureau-reporting'),
)
const creditPolicy = featurePages(
  () => import('../features/credit-policy/routes/pages'),
  texts('credit-policy', 'creditPolicy'),
)
const messaging = featurePages(() => import('../features/messaging/routes/pages'), texts('messaging'))
const insurance = featurePages(() => import('../features/insurance/routes/pages'), texts('insurance'))
const funding = featurePages(() => import('../features/funding/routes/pages'), texts('funding'))
const directDebit = featurePages(
  () => import('../features/direct-debit/routes/pages'),
  texts('direct-debit', 'directDebit'),
)
const bankStatements = featurePages(
  () => import('../features/bank-statements/routes/pages'),
  texts('bank-statements', 'bankStatements'),
)
const dunning = featurePages(() => import('../features/dunning/routes/pages'), texts('dunning'))
const contracts = featurePages(() => import('../features/contracts/routes/pages'), texts('contracts'))
const accessControl = featurePages(() => import('../features/access-control/routes/pages'))
const tickets = featurePages(() => import('../features/tickets/routes/pages'), texts('tickets'))
const customers = featurePages(() => import('../features/customers/routes/pages'), texts('customers'))
const verifications = featurePages(
  () => import('../features/verifications/routes/pages'),
  texts('verifications'),
)
const sellerAllies = featurePages(
  () => import('../features/seller-allies/routes/pages'),
  texts('seller-allies', 'sellerAllies'),
)
const permissionMatrix = featurePages(
  () => import('../features/permission-matrix/routes/pages'),
  texts('permission-matrix', 'permissionMatrix'),
)
const vehicles = featurePages(() => import('../features/vehicles/routes/pages'), texts('vehicles'))
const portfolio = featurePages(() => import('../features/portfolio/routes/pages'), texts('portfolio'))
const portfolioReports = featurePages(
  () => import('../features/portfolio-reports/routes/pages'),
  texts('portfolio-reports'),
)
const home = featurePages(() => import('../features/home/routes/pages'), texts('home'))
const accounting = featurePages(() => import('../features/accounting/routes/pages'), texts('accounting'))

const demo = featurePages(() => import('../features/demo/routes/pages'), texts('demo'))

/** A bare path that opens its first tab (spec §2: account settings → account, user profile → profile). */
const redirect = (tab: string) => (): Promise<PageModule> =>
  Promise.resolve({ Component: () => createElement(Navigate, { to: tab, replace: true }) })

/** Every registered screen's lazy module: TypeScript proves each screen of the registry has one. */
export const screenModules: Record<ScreenId, ScreenModule> = {
  login: auth('login'),
  register: auth('register'),
  forgotPassword: auth('forgotPassword'),
  home: home('home'),
  alliesList: allies('list'),
  allyAdd: allies('add'),
  allyEdit: allies('edit'),
  imports: imports('home'),
  importDetail: imports('detail'),
  portfolioDashboard: portfolio('dashboard'),
  portfolioReports: portfolioReports('reports'),
  portfolioReportRecipients: portfolioReports('recipients'),
  creditApplicationsList: creditApplications('list'),
  creditApplicationAssignments: creditApplications('assignments'),
  loans: loanServicing('loans'),
  loanProvisions: loanServicing('provisions'),
  creditApplicationBoard: creditApplications('board'),
  creditApplicationDetail: composedPage(
    () => import('./credit-application-file/application-file-page'),
    Object.values(fileFeatureTexts),
    async () => (await import('../features/credit-applications/routes/pages')).filePrefetch,
  ),
  fieldVisits: fieldVisits('scheduling'),
  myVisits: fieldVisits('agenda'),
  visitForm: fieldVisits('visitForm'),
  contractList: contracts('list'),
  supportContract: contracts('support'),
  polizaQueue: insurance('queue'),
  polizaAna: insurance('insurer'),
  polizaGeneral: insurance('insurer'),
  polizaGnp: insurance('insurer'),
  polizaQualitas: insurance('insurer'),
  polizaQuote: insurance('quote'),
  insuranceList: insurance('list'),
  insuranceListTab: insurance('list'),
  bankStatements: bankStatements('list'),
  bankStatementDetail: bankStatements('detail'),
  bankReconciliation: bankStatements('queue'),
  bankReconciliationSummary: bankStatements('summary'),
  directDebit: directDebit('runs'),
  directDebitRun: directDebit('run'),
  directDebitMandates: directDebit('mandates'),
  dunning: dunning('rules'),
  fundingList: funding('list'),
  fundingDetail: funding('detail'),
  fundersList: funding('funders'),
  funderDetail: funding('funder'),
  vinList: vehicles('list'),
  vinAdd: vehicles('add'),
  vinEdit: vehicles('edit'),
  commissions: vehicles('commissions'),
  usersList: users('list'),
  userView: users('view'),
  roles: roles('roles'),
  permissions: roles('permissions'),
  agentStatus: account('agentStatus'),
  chat: messaging('chat'),
  messageTemplates: messaging('templates'),
  createTemplate: messaging('template'),
  editTemplate: messaging('template'),
  sendTemplate: messaging('sendTemplate'),
  campaigns: messaging('campaigns'),
  createCampaign: messaging('createCampaign'),
  campaignDetail: messaging('campaign'),
  messagingDashboard: messaging('dashboard'),
  channelAgents: messaging('channelAgents'),
  accountSettingsHome: redirect('account'),
  accountSettings: account('settings'),
  userProfileHome: redirect('profile'),
  userProfile: profile('profile'),
  jobs: jobs('list'),
  businessCalendar: businessCalendar('calendar'),
  lenderProfile: lender('profile'),
  blacklist: automatedChecks('blacklist'),
  email: email('mailbox'),
  emailView: email('mailbox'),
  emailFilter: email('mailbox'),
  emailLabel: email('mailbox'),
  invoiceList: invoices('list'),
  invoiceAdd: invoices('add'),
  invoiceEdit: invoices('edit'),
  invoicePreview: invoices('preview'),
  collectionsQueue: collections('queue'),
  collectionsDashboard: collections('dashboard'),
  // The desk's loan composes collections' panel with dunning's letter and field visits' collection visit.
  collectionsLoan: composedPage(
    () => import('./collection-loan-page'),
    [texts('collections'), texts('dunning'), texts('field-visits', 'fieldVisits')],
    async () => async () => {},
  ),
  pldAlerts: pld('alerts'),
  pldAlert: pld('alert'),
  pldLists: pld('lists'),
  pldReports: pld('reports'),
  bureauReporting: bureauReporting('periods'),
  bureauReportingPeriod: bureauReporting('period'),
  auditTrail: audit('trail'),
  trash: trash('list'),
  approvals: approvals('list'),
  creditPolicy: creditPolicy('policy'),
  accessControl: accessControl('accessControl'),
  supportTickets: tickets('tickets'),
  supportTicket: tickets('ticket'),
  accountingChart: accounting('chart'),
  accountingJournal: accounting('journal'),
  accountingTrialBalance: accounting('trialBalance'),
  accountingStatements: accounting('statements'),
  accountingReconciliation: accounting('reconciliation'),
  accountingPeriods: accounting('periods'),
  accountingCfdi: accounting('cfdi'),
  supportPermissions: permissionMatrix('matrix'),
  supportCustomers: customers('customers'),
  // A customer's page composes the customers' form with the verifications' card (app/customer-page.tsx).
  supportCustomerEdit: composedPage(
    () => import('./customer-page'),
    [texts('customers'), texts('verifications')],
    async () => async () => {},
  ),
  supportCustomerVerification: verifications('customerVerification'),
  supportSellerAllies: sellerAllies('sellerAllies'),
  supportSellerVerification: verifications('sellerVerification'),
  notAuthorized: misc('notAuthorized'),
  miscNotAuthorized: misc('notAuthorized'),
  miscNotFound: misc('notFound'),
  pageNotFound: misc('notFound'),
  comingSoon: misc('comingSoon'),
  underMaintenance: misc('underMaintenance'),
  loginV1: auth('loginV1'),
  loginV2: auth('loginV2'),
  registerV1: auth('registerV1'),
  registerV2: auth('registerV2'),
  registerMultiSteps: auth('registerMultiSteps'),
  forgotPasswordV1: auth('forgotPasswordV1'),
  forgotPasswordV2: auth('forgotPasswordV2'),
  resetPasswordV1: auth('resetPasswordV1'),
  resetPasswordV2: auth('resetPasswordV2'),
  twoStepsV1: auth('twoStepsV1'),
  twoStepsV2: auth('twoStepsV2'),
  verifyEmailV1: auth('verifyEmailV1'),
  verifyEmailV2: auth('verifyEmailV2'),
  demoDashboardAnalytics: demo('analytics'),
  demoDashboardCrm: demo('crm'),
  demoDashboardEcommerce: demo('ecommerceDashboard'),
  demoDashboardLogistics: demo('logistics'),
  demoLogisticsDashboard: demo('logistics'),
  demoLogisticsFleet: demo('fleet'),
  demoOrderList: demo('orderList'),
  demoOrderDetails: demo('orderDetails'),
  demoCustomerList: demo('customerList'),
  demoCustomerDetails: demo('customerDetails'),
  demoManageReview: demo('manageReview'),
  demoReferrals: demo('referrals'),
  demoCalendar: demo('calendar'),
  demoFaq: demo('faq'),
  demoHelpCenter: demo('helpCenter'),
  demoHelpArticle: demo('helpArticle'),
  demoPricing: demo('pricing'),
  demoDataTable: demo('dataTable'),
  demoCheckoutWizard: demo('checkout'),
  demoCreateDealWizard: demo('createDeal'),
  demoPropertyListingWizard: demo('propertyListing'),
  demoAcademyDashboard: demo('academyDashboard'),
  demoAcademyMyCourse: demo('myCourse'),
  demoAcademyCourseDetails: demo('courseDetails'),
  demoAcademyCourse: demo('courseDetails'),
  demoProductAdd: demo('productAdd'),
  demoProductCategories: demo('categoryList'),
  demoLanding: demo('landing'),
  demoFrontPayment: demo('payment'),
  demoFrontCheckout: demo('checkout'),
  demoRegisterStepsV1: demo('registerV1'),
  demoRegisterStepsV2: demo('registerV2'),
  demoStoreSettings: demo('storeSettings'),
  demoCards: demo('cards'),
  demoIcons: demo('icons'),
  demoTypography: demo('typography'),
  demoDialogs: demo('dialogs'),
  demoComponents: demo('components'),
  demoFormLayouts: demo('forms'),
  demoCharts: demo('charts'),
  demoExtensions: demo('extensions'),
  notFound: misc('notFound'),
}
