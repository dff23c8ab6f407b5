import { Navigate, useParams } from 'react-router'
import { VerificationPage } from '../components/verification-page'

/** /apps/support/customer/edit/verification/:verificationId (read Admin): a customer's identity check. */
export function Component() {
  const id = Number(useParams().verificationId)
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <VerificationPage id={id} />
}
