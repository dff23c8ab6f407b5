export { registerImportRoutes } from './imports.routes'
export { registerImportJobs, runImportBatch } from './import-runner'
export { sweepImports } from './import-sweep'
