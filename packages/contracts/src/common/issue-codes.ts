import { z } from 'zod'
import { fieldError, isErrorCode } from './errors'

/** What a zod 4 issue carries that decides its code (the raw issue, before its message is made). */
type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue

const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration'])

/**
 * The field-entry code of a zod issue (docs/architecture.md; issue 10 "errors as codes"): a missing value is
 * `required`, a string shorter than its minimum `too_short:<min>` (or `required` when the minimum is 1),
 * and so on. A custom issue whose message is already a code keeps it. The API installs this as zod's
 * global error map (schema-level messages still win, so a `fieldError(...)` in a contract is kept).
 */
export function issueCode(issue: Issue): string {
  const bound = (value: unknown) =>
    typeof value === 'bigint' ? value.toString() : (value as number | string)
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return fieldError('required')
      if (issue.expected === 'int') return fieldError('not_integer')
      if (issue.expected === 'date') return fieldError('invalid_date')
      return fieldError('invalid_type')
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? fieldError('required')
          : fieldError('too_short', bound(issue.minimum))
      if (issue.origin === 'array' || issue.origin === 'set')
        return fieldError('too_few', bound(issue.minimum))
      if (issue.origin === 'date') return fieldError('date_out_of_range')
      return fieldError('too_small', bound(issue.minimum))
    case 'too_big':
      if (issue.origin === 'string') return fieldError('too_long', bound(issue.maximum))
      if (issue.origin === 'array' || issue.origin === 'set')
        return fieldError('too_many', bound(issue.maximum))
      if (issue.origin === 'date') return fieldError('date_out_of_range')
      return fieldError('too_big', bound(issue.maximum))
    case 'invalid_format':
      if (issue.format === 'email') return fieldError('invalid_email')
      if (DATE_FORMATS.has(issue.format)) return fieldError('invalid_date')
      return fieldError('invalid_format')
    case 'not_multiple_of':
      return fieldError(issue.divisor === 1 ? 'not_integer' : 'invalid_value')
    case 'invalid_value':
      return fieldError('invalid_choice')
    case 'unrecognized_keys':
      return fieldError('unknown_field')
    case 'custom': {
      const message = 'message' in issue ? issue.message : undefined
      return message && isErrorCode(message.split(':')[0] ?? '') ? message : fieldError('invalid_value')
    }
    default:
      return fieldError('invalid_value')
  }
}

/**
 * Makes zod word every issue without its own message as its code (`issueCode`), so a field entry is a
 * code whether the API or the web (react-hook-form's resolver) validated it. Call once at start-up on
 * each side; a message a contract sets itself (`fieldError(...)`) still wins.
 */
export function installIssueCodes() {
  z.config({ customError: (issue) => issueCode(issue) })
}
