import { roundHalfEven } from '@mesa/contracts'
import { z } from 'zod'

/** Field rules the demo wizards share; messages are error codes worded by the demo namespace. */

export const requiredText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .min(min, `too_short:${min}`)
    .max(max, `too_long:${max}`)

/** A whole number typed in a text field, between min and max. */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .regex(/^\d+$/, { message: 'not_integer', abort: true })
    .transform(Number)
    .refine((value) => value >= min, `too_small:${min}`)
    .refine((value) => value <= max, `too_big:${max}`)

/** Money from the form kit's money field (integer cents; null when empty, NaN when not an amount). */
export const cents = (min: number, max = 100_000_000_00) =>
  z
    .number('required')
    .refine((value) => Number.isInteger(value), 'invalid_format')
    .refine((value) => value >= min, `too_small:${min / 100}`)
    .refine((value) => value <= max, `too_big:${max / 100}`)

export const isoDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')

export const email = () =>
  z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .email('invalid_email')
    .max(254, 'too_long:254')

export const phone = () =>
  z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'invalid_phone')

/** x × numerator / denominator rounded half to even, in integers (contracts' roundHalfEven: no float drift on cents). */
export const shareHalfEven = (amount: number, numerator: number, denominator: number): number =>
  roundHalfEven(amount * numerator, denominator)
