import { z } from 'zod'
import { fieldError, type ErrorCode } from './errors'

/**
 * Numbers and dates bounded to what the database columns hold, so an out-of-range value is a 400
 * naming the field instead of a PostgreSQL error (a 500). Ids are `integer` (int4) columns; a version
 * is written back as version + 1, so its maximum is one less.
 */
export const INT4_MAX = 2_147_483_647
export const MAX_VERSION = INT4_MAX - 1
/** Dates a person may type or filter by; PostgreSQL accepts far more, but nothing here means year 0 or 9999. */
export const MIN_DATE = '1900-01-01'
export const MAX_DATE = '2100-12-31'
/** Money in whole pesos or cents: the product never lends more than this, and it stays an exact JS number. */
export const MAX_AMOUNT = 1_000_000_000

/** A record id in a JSON body (1 to INT4_MAX); every refusal is `code`, e.g. `required` for a choice. */
export const idSchema = (code: ErrorCode = 'invalid_value') =>
  z.number({ error: code }).int(code).min(1, code).max(INT4_MAX, code)

/** A record id in a path or query string (text coerced to a number). */
export const idTextSchema = (code: ErrorCode = 'invalid_value') =>
  z.coerce.number({ error: code }).int(code).min(1, code).max(INT4_MAX, code)

/** The optimistic-lock version of an update body. */
export const versionSchema = (code: ErrorCode = 'required') =>
  z.number({ error: code }).int(code).min(1, code).max(MAX_VERSION, fieldError('too_big', MAX_VERSION))

/** `/:id` path parameters. */
export const idParams = z.object({ id: idTextSchema() })

/** A calendar date (YYYY-MM-DD) that exists and lies between MIN_DATE and MAX_DATE. */
export const boundedDateSchema = () =>
  z.iso.date(fieldError('invalid_date')).refine((value) => value >= MIN_DATE && value <= MAX_DATE, {
    message: fieldError('date_out_of_range'),
  })

/** An amount of money: finite, not negative, at most MAX_AMOUNT. */
export const amountSchema = () =>
  z
    .number({ error: fieldError('invalid_value') })
    .finite(fieldError('invalid_value'))
    .min(0, fieldError('too_small', 0))
    .max(MAX_AMOUNT, fieldError('too_big', MAX_AMOUNT))
