export { registerAutomatedChecks } from './automated-checks.register'
export { registerAutomatedCheckJobs } from './checks-jobs'
export { seedAutomatedChecks } from './automated-checks.seed'
export { listChecks } from './checks.service'
