export { registerPortfolioReportRoutes } from './portfolio-reports.routes'
export { registerMonthlyPackageJob } from './monthly-package.job'
