import type { z } from 'zod'
import type { Permission } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/** Who asked, who approved and which request: what a kind's write may record beside its own rows. */
export interface ApprovalContext {
  requestedBy: number
  approvedBy: number
  approvalId: number
}

/**
 * A kind of four-eyes request, registered once per process by the feature that owns the write
 * (apps/api/src/approval-kinds.ts). `ability` is asked of the requester AND of the approver; `execute` does
 * the write when a second person approves, inside the approval's transaction (throw an AppError to refuse:
 * nothing is written and the request stays pending). What it answers is stored as the request's result.
 */
export interface ApprovalKindDefinition<P> {
  kind: string
  subjectType: string
  ability: Permission
  payload: z.ZodType<P>
  execute(tx: Executor, payload: P, ctx: ApprovalContext): Promise<unknown>
}

const registry = processRegistry<string, ApprovalKindDefinition<unknown>>()

export function registerApprovalKind<P>(definition: ApprovalKindDefinition<P>) {
  registry.set(definition.kind, definition as unknown as ApprovalKindDefinition<unknown>)
}

export function approvalKindOf(kind: string): ApprovalKindDefinition<unknown> {
  const definition = registry.get(kind)
  if (!definition) throw new Error(`No approval kind registered as ${kind}`)
  return definition
}

/** Every registered kind (the queue shows only those the viewer may decide or asked for). */
export const registeredApprovalKinds = () => [...registry.values()]
