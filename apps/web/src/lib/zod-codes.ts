import { issueCode } from '@mesa/contracts'
import { z } from 'zod'

/**
 * The forms validate with the contracts' schemas: zod's own messages become the same field-entry codes the
 * API sends (contracts' `issueCode`; a message a schema sets itself still wins), so lib/error-text.ts words
 * both alike. Imported for its effect by the modules that bring zod: the application layout and the
 * sign-in pages' validation.
 */
z.config({ customError: (issue) => issueCode(issue) })
