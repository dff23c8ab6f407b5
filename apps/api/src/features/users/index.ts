export { users } from './users.schema'
