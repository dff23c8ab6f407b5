export * from './field-visits'
export * from './visit-report'
export * from './access'
export * from './photo-viewer'
