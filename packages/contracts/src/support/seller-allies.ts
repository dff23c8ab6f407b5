import { z } from 'zod'
import { stageSchema } from '../credit-applications/stages'
import { verificationStatuses } from './verifications'

/**
 * The seller-allies view (issue 16, read Aliados): sellers and supervisors with the allies they serve,
 * both directions, the allies' pipeline by stage, and which seller and ally each customer bought through.
 */
export const sellerAlliesPaths = { view: '/api/v1/support/seller-allies' } as const

const allyLink = z.enum(['seller', 'supervisor'])

export const sellerAlliesSchema = z.object({
  sellers: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      email: z.string(),
      /** The latest onboarding verification, when there is one. */
      verification: z.object({ id: z.number().int(), status: z.enum(verificationStatuses) }).nullable(),
      allies: z.array(z.object({ id: z.number().int(), allyName: z.string(), as: allyLink })),
    }),
  ),
  allies: z.array(
    z.object({
      id: z.number().int(),
      allyName: z.string(),
      seller: z.string(),
      supervisor: z.string(),
      /** Applications per stage (stages without any are left out). */
      pipeline: z.partialRecord(stageSchema, z.number().int()),
      total: z.number().int(),
    }),
  ),
  customers: z.array(
    z.object({
      curp: z.string(),
      applicantName: z.string(),
      allyName: z.string(),
      seller: z.string(),
      folio: z.number().int(),
    }),
  ),
})
export type SellerAllies = z.infer<typeof sellerAlliesSchema>
