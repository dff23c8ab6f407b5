export { registerIdempotency } from './idempotency'
