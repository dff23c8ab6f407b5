import type { principalOf } from '../auth'

/** The caller of a request, as the auth door hands it over. */
export type Principal = ReturnType<typeof principalOf>
