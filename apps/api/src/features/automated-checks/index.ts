export { registerAutomatedChecks } from './automated-checks.register'
export { registerAutomatedCheckJobs } from './checks-jobs'
export { seedAutomatedChecks } from './automated-checks.seed'
export { listChecks } from './checks.service'
// The OCR reader and the name matching, for other features that read identity documents (verifications).
export { OcrUnavailable, readDocumentText } from './ocr-reader'
export { bestNameMatch } from './providers/identity-checks'
export { levenshtein, NAME_MATCH, NAME_REVIEW, normalizeName } from './fuzzy-names'
export { registerAutomatedCheckHooks } from './automated-checks.hooks'
