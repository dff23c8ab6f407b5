export { registerPortfolioRoutes } from './portfolio.routes'
export { registerArrearsHistoryJob } from './portfolio.jobs'
export { seedPortfolio } from './portfolio.seed'
