import { LoanList } from '../components/loan-list'

/** /apps/solicitudes/loans (read Documentos): the loan portfolio (loan-servicing). */
export function Component() {
  return <LoanList />
}
