import type { WorkingStage } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import type { ApplicationRow } from './credit-application-record'
import { processRegistry } from '../../lib/process-registry'

/**
 * A guard another feature adds to a stage: it reads that feature's own tables (the bureau report, the
 * automated checks, the reference calls...), so the workflow table stays pure and credit-applications
 * never imports the features built on top of it. Registered once per process, by id.
 */
export interface StageGate {
  stage: WorkingStage
  /** The guard id the web words through `guards.<id>`. */
  id: string
  /** Shown to API callers when the gate stops a move. */
  message: string
  holds: (db: Executor, application: ApplicationRow) => Promise<boolean>
}

/** Told, inside the move's transaction, that an application entered a stage (e.g. to queue jobs). */
export type StageEntryHook = (
  tx: Transaction,
  move: { application: ApplicationRow; from: ApplicationRow['stage']; to: ApplicationRow['stage'] },
) => Promise<void>

/** Told, inside the capture's transaction, that an application's people were captured or changed (issue 36). */
export type CaptureHook = (tx: Transaction, applicationId: number) => Promise<void>

const gates = processRegistry<string, StageGate>()
const entryHooks = processRegistry<string, StageEntryHook>()
const captureHooks = processRegistry<string, CaptureHook>()

export function registerStageGate(gate: StageGate) {
  gates.set(gate.id, gate)
}

/** `name` keeps registration idempotent when several apps share one process (the tests). */
export function onStageEntered(name: string, hook: StageEntryHook) {
  entryHooks.set(name, hook)
}

/** The registered gates of the application's stage that do not hold now. */
export async function failingStageGates(db: Executor, application: ApplicationRow) {
  const ofStage = [...gates.values()].filter((gate) => gate.stage === application.stage)
  const results = await Promise.all(ofStage.map((gate) => gate.holds(db, application)))
  return ofStage.filter((_, index) => !results[index]).map(({ id, message }) => ({ id, message }))
}

/** The registered gates and entry hooks by name, in registration order (the order the hooks run in). */
export function registeredStageRules() {
  return { gates: [...gates.keys()], entryHooks: [...entryHooks.keys()] }
}

export async function announceStageEntry(tx: Transaction, move: Parameters<StageEntryHook>[1]) {
  for (const hook of entryHooks.values()) await hook(tx, move)
}

/**
 * Issue 36: money-laundering prevention screens the applicant and the co-signer when they are captured
 * (creation, and each change of the applicant or references sections), without credit-applications importing it.
 */
export function onApplicationCaptured(name: string, hook: CaptureHook) {
  captureHooks.set(name, hook)
}

export async function announceCapture(tx: Transaction, applicationId: number) {
  for (const hook of captureHooks.values()) await hook(tx, applicationId)
}
