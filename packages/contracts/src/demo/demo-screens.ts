import type { Permission } from '../permissions/permissions'
import { demoAccess } from '../permissions/staff'
import { demoCatalogReader } from './access'
import type { Screen, ScreenNav, ScreenSearch } from '../screens/screens'
import type { SearchSection } from '../search/search'

/*
 * The template demo area's screens (issue 19, spec §2 "Template demo routes"): plain data, no zod, because the
 * registry is part of the sign-in bundle. Every entry is `demo: true`: with DEMO_PAGES off the web registers
 * no route for it, the navigation hides it and the global search never offers it. Search titles are the
 * template's (spec §7 texts, not translated), at most five per section as the search shows them.
 */

const demoPage = (
  path: string,
  extra: {
    nav?: Omit<ScreenNav, 'group'>
    search?: ScreenSearch
    layout?: Screen['layout']
    permission?: Permission
  } = {},
): Screen => ({
  path,
  layout: extra.layout ?? 'default',
  access: 'protected',
  demo: true,
  // The demo permission unless the page names its own (spec §2's read Documentos): the product's staff never
  // meet the template (issue 38); the navigation and the search offer no demo screen without it either.
  permission: extra.permission ?? demoAccess,
  ...(extra.nav && { nav: { group: 'demo', ...extra.nav } }),
  ...(extra.search && { search: extra.search }),
})
const found = (section: SearchSection, title: string, icon: string): ScreenSearch => ({
  section,
  title,
  icon,
})

export const demoScreens = {
  demoDashboardAnalytics: demoPage('/dashboards/analytics', {
    nav: { order: 1, labelKey: 'nav.demoAnalytics', icon: 'insights' },
    search: found('Dashboards', 'Analytics', 'tabler-trending-up'),
  }),
  demoDashboardCrm: demoPage('/dashboards/crm', {
    nav: { order: 2, labelKey: 'nav.demoCrm', icon: 'pieChart' },
    search: found('Dashboards', 'CRM', 'tabler-chart-pie-2'),
  }),
  demoDashboardEcommerce: demoPage('/dashboards/ecommerce', {
    nav: { order: 3, labelKey: 'nav.demoEcommerceDashboard', icon: 'shoppingCart' },
    search: found('Dashboards', 'eCommerce', 'tabler-shopping-cart'),
  }),
  demoDashboardLogistics: demoPage('/dashboards/logistics', {
    search: found('Dashboards', 'Logistics', 'tabler-truck'),
  }),
  demoLogisticsDashboard: demoPage('/apps/logistics/dashboard', {
    nav: { order: 4, labelKey: 'nav.demoLogistics', icon: 'localShipping' },
  }),
  demoLogisticsFleet: demoPage('/apps/logistics/fleet', {
    layout: 'fixed-height',
    nav: { order: 5, labelKey: 'nav.demoFleet', icon: 'directionsCar' },
    search: found('Apps & Pages', 'Fleet', 'tabler-car'),
  }),
  demoOrderList: demoPage('/apps/ecommerce/order/list', {
    nav: { order: 6, labelKey: 'nav.demoOrders', icon: 'receiptLong' },
    search: found('Apps & Pages', 'Order List', 'tabler-list'),
  }),
  demoOrderDetails: demoPage('/apps/ecommerce/order/details/:id'),
  demoCustomerList: demoPage('/apps/ecommerce/customer/list', {
    nav: { order: 7, labelKey: 'nav.demoCustomers', icon: 'people' },
    search: found('Apps & Pages', 'Customer List', 'tabler-users'),
  }),
  demoCustomerDetails: demoPage('/apps/ecommerce/customer/details/:id'),
  demoManageReview: demoPage('/apps/ecommerce/manage-review', {
    nav: { order: 8, labelKey: 'nav.demoReviews', icon: 'rateReview' },
    search: found('Apps & Pages', 'Manage Reviews', 'tabler-message-star'),
  }),
  demoReferrals: demoPage('/apps/ecommerce/referrals', {
    nav: { order: 9, labelKey: 'nav.demoReferrals', icon: 'share' },
    search: found('Apps & Pages', 'Referrals', 'tabler-share'),
  }),
  demoCalendar: demoPage('/apps/calendar', {
    nav: { order: 10, labelKey: 'nav.demoCalendar', icon: 'calendarMonth' },
    search: found('Apps & Pages', 'Calendar', 'tabler-calendar'),
  }),
  demoFaq: demoPage('/pages/faq', {
    nav: { order: 11, labelKey: 'nav.demoFaq', icon: 'help' },
    search: found('Chart & Misc', 'FAQ', 'tabler-help'),
  }),
  demoHelpCenter: demoPage('/front-pages/help-center', {
    nav: { order: 12, labelKey: 'nav.demoHelpCenter', icon: 'menuBook' },
    search: found('Front Pages', 'Help Center', 'tabler-help-circle'),
  }),
  demoHelpArticle: demoPage('/front-pages/help-center/article/:title'),
  demoPricing: demoPage('/pages/pricing', {
    nav: { order: 13, labelKey: 'nav.demoPricing', icon: 'sell' },
    search: found('Front Pages', 'Pricing', 'tabler-currency-dollar'),
  }),
  demoDataTable: demoPage('/tables/data-table', {
    nav: { order: 14, labelKey: 'nav.demoDataTable', icon: 'tableChart' },
    search: found('Forms & Tables', 'Data Table', 'tabler-table'),
  }),
  demoCheckoutWizard: demoPage('/wizard-examples/checkout', {
    nav: { order: 15, labelKey: 'nav.demoCheckout', icon: 'shoppingCartCheckout' },
    search: found('Forms & Tables', 'Wizard - Checkout', 'tabler-shopping-cart-check'),
  }),
  demoCreateDealWizard: demoPage('/wizard-examples/create-deal', {
    nav: { order: 16, labelKey: 'nav.demoCreateDeal', icon: 'localOffer' },
    search: found('Forms & Tables', 'Wizard - Create Deal', 'tabler-gift'),
  }),
  demoPropertyListingWizard: demoPage('/wizard-examples/property-listing', {
    nav: { order: 17, labelKey: 'nav.demoPropertyListing', icon: 'homeWork' },
    search: found('Forms & Tables', 'Wizard - Property Listing', 'tabler-building'),
  }),
  demoAcademyDashboard: demoPage('/apps/academy/dashboard', {
    nav: { order: 18, labelKey: 'nav.demoAcademy', icon: 'school' },
    search: found('Dashboards', 'Academy', 'tabler-book'),
  }),
  demoAcademyMyCourse: demoPage('/apps/academy/my-course', {
    nav: { order: 19, labelKey: 'nav.demoMyCourse', icon: 'menuBook' },
    search: found('Apps & Pages', 'Academy - My Course', 'tabler-book-2'),
  }),
  demoAcademyCourseDetails: demoPage('/apps/academy/course-details', {
    search: found('Apps & Pages', 'Academy - Course Details', 'tabler-video'),
  }),
  demoAcademyCourse: demoPage('/apps/academy/course-details/:id'),
  demoProductAdd: demoPage('/apps/ecommerce/products/add', {
    permission: demoCatalogReader,
    nav: { order: 20, labelKey: 'nav.demoProductAdd', icon: 'addBox' },
    search: found('Apps & Pages', 'Product Add', 'tabler-plus'),
  }),
  demoProductCategories: demoPage('/apps/ecommerce/products/category-list', {
    permission: demoCatalogReader,
    nav: { order: 21, labelKey: 'nav.demoCategories', icon: 'category' },
    search: found('Apps & Pages', 'Category List', 'tabler-category'),
  }),
  demoLanding: demoPage('/front-pages/landing', {
    nav: { order: 22, labelKey: 'nav.demoLanding', icon: 'web' },
    search: found('Front Pages', 'Landing', 'tabler-files'),
  }),
  demoFrontPayment: demoPage('/front-pages/payment', {
    search: found('Front Pages', 'Payment', 'tabler-credit-card'),
  }),
  demoFrontCheckout: demoPage('/front-pages/checkout', {
    search: found('Front Pages', 'Checkout', 'tabler-shopping-cart'),
  }),
  demoRegisterStepsV1: demoPage('/pages/auth/register-multi-steps-v1', {
    search: found('Apps & Pages', 'Register Multi-Steps v1', 'tabler-user-plus'),
  }),
  demoRegisterStepsV2: demoPage('/pages/auth/register-multi-steps-v2', {
    search: found('Apps & Pages', 'Register Multi-Steps v2', 'tabler-user-plus'),
  }),
  demoStoreSettings: demoPage('/apps/ecommerce/settings', {
    permission: demoCatalogReader,
    nav: { order: 23, labelKey: 'nav.demoStoreSettings', icon: 'settings' },
    search: found('Apps & Pages', 'eCommerce Settings', 'tabler-settings'),
  }),
  // User Interface, Forms and Chart & Misc (spec §2 "/pages … cards, icons, typography, dialog examples";
  // "Charts, components, forms, tables, extensions")
  demoCards: demoPage('/pages/cards', {
    nav: { order: 24, labelKey: 'nav.demoCards', icon: 'viewAgenda' },
    search: found('User Interface', 'Cards', 'tabler-id'),
  }),
  demoIcons: demoPage('/pages/icons', {
    nav: { order: 25, labelKey: 'nav.demoIcons', icon: 'emojiSymbols' },
    search: found('User Interface', 'Icons', 'tabler-brand-tabler'),
  }),
  demoTypography: demoPage('/pages/typography', {
    nav: { order: 26, labelKey: 'nav.demoTypography', icon: 'textFields' },
    search: found('User Interface', 'Typography', 'tabler-typography'),
  }),
  demoDialogs: demoPage('/pages/dialog-examples', {
    nav: { order: 27, labelKey: 'nav.demoDialogs', icon: 'pictureInPicture' },
    search: found('User Interface', 'Dialog Examples', 'tabler-square'),
  }),
  demoComponents: demoPage('/components', {
    nav: { order: 28, labelKey: 'nav.demoComponents', icon: 'smartButton' },
    search: found('User Interface', 'Components', 'tabler-components'),
  }),
  demoFormLayouts: demoPage('/forms/form-layouts', {
    nav: { order: 29, labelKey: 'nav.demoForms', icon: 'dynamicForm' },
    search: found('Forms & Tables', 'Form Layouts', 'tabler-layout'),
  }),
  demoCharts: demoPage('/charts', {
    nav: { order: 30, labelKey: 'nav.demoCharts', icon: 'barChart' },
    search: found('Chart & Misc', 'Charts', 'tabler-chart-bar'),
  }),
  demoExtensions: demoPage('/extensions', {
    nav: { order: 31, labelKey: 'nav.demoExtensions', icon: 'extension' },
    search: found('Chart & Misc', 'Extensions', 'tabler-puzzle'),
  }),
} as const satisfies Record<string, Screen>
