import { Navigate, useParams } from 'react-router'
import { VerificationPage } from '../components/verification-page'

/** /apps/support/seller/:sellerVerificationId (read Admin): a seller's onboarding verification. */
export function Component() {
  const id = Number(useParams().sellerVerificationId)
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <VerificationPage id={id} />
}
