import type { FeaturePages } from '../../../lib/feature-texts'

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
} satisfies FeaturePages
