import { useMutation } from '@tanstack/react-query'
import { auditPaths, auditVerificationSchema, type AuditVerification } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** GET /api/v1/audit/verify: recomputes the whole chain on the server; run on demand, never cached. */
export const verifyAuditChain = async (): Promise<AuditVerification> =>
  auditVerificationSchema.parse(await api.get(auditPaths.verify))

export const useVerifyAuditChain = () => useMutation({ mutationFn: verifyAuditChain })
