import Alert from '@mui/material/Alert'
import type { LedgerAccount } from '@mesa/contracts'

/** The accounts a request may post to: the postable ones, each as its code and name. */
export const postableOptions = (accounts: LedgerAccount[]) =>
  accounts
    .filter((account) => account.postable)
    .map((account) => ({ value: account.code, label: `${account.code} ${account.name}` }))

/** The note above an accounting request's fields: it takes effect once a second person approves it. */
export function FourEyesNote({ text }: { text: string }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {text}
    </Alert>
  )
}
