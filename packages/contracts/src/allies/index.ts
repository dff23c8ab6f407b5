export * from './allies'
export * from './catalogs'
export * from './clabe'
export * from './rfc'
