export * from './posting-slots'
