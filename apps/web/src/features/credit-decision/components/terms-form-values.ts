import { authorisationRequestSchema, type Periodicity } from '@mesa/contracts'
import { z } from 'zod'

/** The terms' fields and how each is typed (pesos and percents go as centavos and basis points). */
export const termFields = [
  ['amountCents', 'hundredths'],
  ['downPaymentCents', 'hundredths'],
  ['annualRateBps', 'hundredths'],
  ['periodicity', 'choice'],
  ['termPeriods', 'whole'],
  ['openingFeeBps', 'hundredths'],
  ['insuranceMonthlyCents', 'hundredths'],
  ['firstDueDate', 'date'],
] as const
export type TermField = (typeof termFields)[number][0]

/** The form: each field as typed. */
export type TermsFormValues = Record<TermField, string>

/** The figures the form starts from: the authorisation in force, else the application's proposal. */
export type TermsSource = Record<Exclude<TermField, 'firstDueDate' | 'periodicity'>, number | null> & {
  firstDueDate: string | null
  /** Issue 33: how often the loan is paid; `termPeriods` counts its payments. */
  periodicity: Periodicity
}

const toNumber = (text: string, kind: 'hundredths' | 'whole'): number | string => {
  const trimmed = text.replace(/[\s,$%]/g, '')
  // An empty or unreadable number stays text, so the contract names the field rather than the form guessing.
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return text
  return kind === 'hundredths' ? Math.round(Number(trimmed) * 100) : Number(trimmed)
}

const textOf = (value: number | null, kind: 'hundredths' | 'whole') =>
  value === null ? '' : kind === 'hundredths' ? String(value / 100) : String(value)

/** The form's starting texts from the figures in force. */
export function termsTexts(source: TermsSource): TermsFormValues {
  return {
    amountCents: textOf(source.amountCents, 'hundredths'),
    downPaymentCents: textOf(source.downPaymentCents, 'hundredths'),
    annualRateBps: textOf(source.annualRateBps, 'hundredths'),
    periodicity: source.periodicity,
    termPeriods: textOf(source.termPeriods, 'whole'),
    openingFeeBps: textOf(source.openingFeeBps, 'hundredths'),
    insuranceMonthlyCents: textOf(source.insuranceMonthlyCents, 'hundredths'),
    firstDueDate: source.firstDueDate ?? '',
  }
}

/** The form as the authorisation's contract reads it; `supersedes` is the authorisation the person saw. */
export const termsFormSchema = (supersedes: number | null) =>
  z
    .custom<TermsFormValues>()
    .transform((texts): unknown => ({
      ...Object.fromEntries(
        termFields.map(([name, kind]) => [
          name,
          kind === 'date'
            ? texts[name] || null
            : kind === 'choice'
              ? texts[name]
              : toNumber(texts[name], kind),
        ]),
      ),
      supersedes,
    }))
    .pipe(authorisationRequestSchema)
