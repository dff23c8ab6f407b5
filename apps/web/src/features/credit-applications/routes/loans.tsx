import { LoanList } from '../loans/components/loan-list'

/** /apps/solicitudes/loans (read Documentos): the loan portfolio (loans/). */
export function Component() {
  return <LoanList />
}
