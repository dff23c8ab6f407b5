import { fieldError, visitReportRequestSchema, type VisitReport } from '@mesa/contracts'
import { z } from 'zod'

/**
 * The report as the agent fills it: no verdict chosen until they choose one (none is proposed, issue 38);
 * the years at the address as typed.
 */
export type ReportDraft = Omit<VisitReport, 'verdict' | 'yearsAtAddress'> & {
  verdict: VisitReport['verdict'] | ''
  yearsAtAddress: string
}

export const blankReport = (): ReportDraft => ({
  addressConfirmed: false,
  addressNotes: '',
  dwellingType: 'casa',
  dwellingOwnership: 'propia',
  yearsAtAddress: '0',
  neighbourhoodLevel: 'medio',
  neighbourhood: '',
  peopleMet: [],
  referencesVerified: [],
  incomeEvidence: [],
  incomeNotes: '',
  verdict: '',
  notes: '',
})

/**
 * The form as the report contract reads it, with the booking's version read: a verdict not chosen is
 * required here and nothing is sent (the server refuses a report without one too).
 */
export const reportFormSchema = (version: number) =>
  z
    .custom<ReportDraft>()
    .superRefine((values, context) => {
      if (!values.verdict)
        context.addIssue({ code: 'custom', path: ['verdict'], message: fieldError('required') })
    })
    .transform((values): unknown => ({
      ...values,
      // As the number input read it before: an emptied field is 0.
      yearsAtAddress: Number(values.yearsAtAddress),
      version,
    }))
    .pipe(visitReportRequestSchema)
