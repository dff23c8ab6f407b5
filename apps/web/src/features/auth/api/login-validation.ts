import { zodResolver } from '@hookform/resolvers/zod'
import { loginRequestSchema } from '@mesa/contracts'

/** Loaded just after the sign-in page renders, so zod is not part of the login route's initial JavaScript. */
export const loginResolver = zodResolver(loginRequestSchema)
