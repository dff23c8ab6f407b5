export { purgeExpiredIdempotencyKeys, registerIdempotency } from './idempotency'
