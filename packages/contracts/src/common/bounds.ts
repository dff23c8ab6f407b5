import { z } from 'zod'

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

/** A record id in a JSON body. */
export const idSchema = (message = 'Must be an id between 1 and 2147483647') =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message)

/** A record id in a path or query string (text coerced to a number). */
export const idTextSchema = (message = 'Must be an id between 1 and 2147483647') =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message)

/** The optimistic-lock version of an update body. */
export const versionSchema = (message = 'Must be the record version') =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_VERSION, `Must be at most ${MAX_VERSION}`)

/** `/:id` path parameters. */
export const idParams = z.object({ id: idTextSchema() })

/** A calendar date (YYYY-MM-DD) that exists and lies between MIN_DATE and MAX_DATE. */
export const boundedDateSchema = (message = 'Must be a date (YYYY-MM-DD)') =>
  z.iso.date(message).refine((value) => value >= MIN_DATE && value <= MAX_DATE, {
    message: `Must be a date between ${MIN_DATE} and ${MAX_DATE}`,
  })

/** An amount of money: finite, not negative, at most MAX_AMOUNT. */
export const amountSchema = (message = 'Must be an amount') =>
  z
    .number({ error: message })
    .finite(message)
    .min(0, message)
    .max(MAX_AMOUNT, `Must be at most ${MAX_AMOUNT}`)
