import { z } from 'zod'
import { updateReportRecipientsSchema } from '@mesa/contracts'

/** The form: the addresses one per line in a text box, and the version the list was read at. */
export interface RecipientsFormValues {
  emails: string
  version: number
}

/** One address per line (blank lines and spaces around dropped) into the contract's list. */
export const recipientsFormSchema = z
  .custom<RecipientsFormValues>()
  .transform((values): unknown => ({
    emails: values.emails
      .split(/[\n,;]/)
      .map((line) => line.trim())
      .filter(Boolean),
    version: values.version,
  }))
  .pipe(updateReportRecipientsSchema)

/** Every refusal of an address (`emails.3`) lands on the one text box. */
export const recipientsFieldOf = (path: string) => (path.startsWith('emails') ? 'emails' : path)
