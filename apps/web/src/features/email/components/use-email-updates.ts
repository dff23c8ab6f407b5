import type { Email, EmailData, EmailLabel } from '@mesa/contracts'
import { useUpdateEmails } from '../api/update-emails'

/** The list's and the reader's changes, as the spec's update calls over the chosen e-mails. */
export function useEmailUpdates(onError: (error: unknown) => void) {
  const update = useUpdateEmails()
  const run = (call: Promise<unknown>) => call.catch(onError)
  return {
    pending: update.isPending,
    merge: (emails: Email[], data: EmailData) =>
      run(update.mutateAsync({ ids: emails.map((email) => email.id), data })),
    label: (emails: Email[], label: EmailLabel) =>
      run(update.mutateAsync({ ids: emails.map((email) => email.id), label })),
    /** Trashed mail goes back to its folder; spam goes to the inbox. */
    restore: (emails: Email[]) => {
      const trashed = emails.filter((email) => email.isDeleted)
      const spam = emails.filter((email) => !email.isDeleted && email.folder === 'spam')
      return Promise.all([
        trashed.length &&
          run(update.mutateAsync({ ids: trashed.map((email) => email.id), data: { isDeleted: false } })),
        spam.length &&
          run(update.mutateAsync({ ids: spam.map((email) => email.id), data: { folder: 'inbox' } })),
      ])
    },
  }
}
