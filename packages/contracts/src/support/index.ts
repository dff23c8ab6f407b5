export * from './permission-matrix'
export * from './customers'
export * from './verifications'
export * from './seller-allies'
