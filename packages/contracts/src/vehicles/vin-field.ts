import { z } from 'zod'
import { fieldError } from '../common/errors'
import { analyseVin } from '../identifiers/vin'

/**
 * A VIN as a form or an API body takes it: trimmed, upper case, 17 characters of ISO 3779, with a valid
 * check digit when the VIN is North American (position 9 is mandatory there). Elsewhere a wrong check digit
 * is only a warning (the record keeps it), and a model-year code that decodes to nothing is refused.
 */
export const vinSchema = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z
      .string({ error: fieldError('required') })
      .min(1, fieldError('required'))
      .superRefine((value, context) => {
        const [error] = analyseVin(value).errors
        if (!error) return
        const code = error === 'invalid_model_year' ? 'invalid_value' : error
        context.addIssue({ code: 'custom', message: fieldError(code) })
      }),
  )
