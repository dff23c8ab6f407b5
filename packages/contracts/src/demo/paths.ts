/**
 * The demo area's endpoints, as spec §7 writes them (its mock handlers become real endpoints, docs/spec.md).
 * The calendar's events and the dashboards' figures are ours: the spec names the screens, not their calls.
 * Every one is registered only while DEMO_PAGES is on.
 */
export const demoPaths = {
  orders: '/api/apps/ecommerce/orders',
  order: '/api/apps/ecommerce/orders/:id',
  customers: '/api/apps/ecommerce/customers',
  customer: '/api/apps/ecommerce/customers/:id',
  reviews: '/api/apps/ecommerce/reviews',
  review: '/api/apps/ecommerce/reviews/:id',
  referrals: '/api/apps/ecommerce/referrals',
  vehicles: '/api/apps/logistics/vehicles',
  analyticsProjects: '/api/dashboard/analytics/projects',
  dashboardStats: '/api/dashboard/stats',
  datatable: '/api/pages/datatable',
  faq: '/api/pages/faq',
  helpCenter: '/api/pages/help-center',
  helpArticle: '/api/pages/help-center/article',
  calendarEvents: '/api/apps/calendar/events',
  calendarEvent: '/api/apps/calendar/events/:id',
  academyCourses: '/api/apps/academy/courses',
  academyCourse: '/api/apps/academy/courses/:id',
  academyLessonProgress: '/api/apps/academy/courses/:id/lessons/:lessonId/progress',
  academyDashboard: '/api/apps/academy/dashboard',
  products: '/api/apps/ecommerce/products',
  product: '/api/apps/ecommerce/products/:id',
  productImages: '/api/apps/ecommerce/products/:id/images',
  productImage: '/api/apps/ecommerce/products/:id/images/:imageId',
  productCategories: '/api/apps/ecommerce/product-categories',
  storeSettings: '/api/apps/ecommerce/settings',
} as const
