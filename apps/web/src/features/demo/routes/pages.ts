import { pageFrom, type FeaturePages } from '../../../lib/feature-texts'

/** Both multi-step register layouts share one chunk. */
const registerPages = () => import('../wizards/register-pages')

/** The demo area's door from the route table: its pages by name, each its own lazy chunk. */
export const pages = {
  analytics: () => import('../dashboards/analytics'),
  crm: () => import('../dashboards/crm'),
  ecommerceDashboard: () => import('../dashboards/ecommerce'),
  logistics: () => import('../dashboards/logistics'),
  fleet: () => import('../logistics/fleet'),
  orderList: () => import('../ecommerce/order-list'),
  orderDetails: () => import('../ecommerce/order-details'),
  customerList: () => import('../ecommerce/customer-list'),
  customerDetails: () => import('../ecommerce/customer-details'),
  manageReview: () => import('../ecommerce/manage-review'),
  referrals: () => import('../ecommerce/referrals'),
  calendar: () => import('../calendar/calendar-page'),
  faq: () => import('../pages/faq'),
  helpCenter: () => import('../pages/help-center'),
  helpArticle: () => import('../pages/help-article'),
  pricing: () => import('../pages/pricing'),
  dataTable: () => import('../pages/data-table'),
  checkout: () => import('../wizards/checkout-wizard'),
  createDeal: () => import('../wizards/create-deal-wizard'),
  propertyListing: () => import('../wizards/property-listing-wizard'),
  academyDashboard: () => import('../academy/academy-dashboard'),
  myCourse: () => import('../academy/my-course'),
  courseDetails: () => import('../academy/course-details'),
  productAdd: () => import('../store/product-add'),
  categoryList: () => import('../store/category-list'),
  landing: () => import('../front/landing-page'),
  payment: () => import('../front/payment-page'),
  registerV1: pageFrom(registerPages, (m) => m.RegisterAcrossPage),
  registerV2: pageFrom(registerPages, (m) => m.RegisterDownPage),
} satisfies FeaturePages
