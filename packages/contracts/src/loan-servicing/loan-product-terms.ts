import { z } from 'zod'
import { periodicities } from '../calculator/calculator'

/**
 * The loan's product shape (issue 33): how often it is paid and how many payments it has, and whether its
 * due dates were moved off weekends and holidays. Loans opened before periodicity are monthly, one payment
 * a month of their term.
 */
export const loanProductSchema = z.object({
  periodicity: z.enum(periodicities),
  termPeriods: z.number().int(),
  dueDatesOnBusinessDays: z.boolean(),
})
export type LoanProduct = z.infer<typeof loanProductSchema>
