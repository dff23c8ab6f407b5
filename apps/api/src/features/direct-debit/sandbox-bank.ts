import { COLLECTED, type SandboxAnswerRequest } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { buildDebitFile } from './debit-file'
import { runDetails } from './debit-runs'
import { runById } from './run-reads'

/** The made-up bank's name in its answers' header: an answer from it is never a real bank's. */
const SANDBOX_BANK = 'BANCO SANDBOX - SIN VALOR'

/**
 * SANDBOX: the answer file a made-up bank gives for a run, so the round trip is testable and demoable
 * without a bank. Deterministic: the rejections named (sequence → code) are rejected, the rest collected;
 * with none named, every third debit is rejected for insufficient funds (01). It writes nothing: the answer
 * is uploaded as a bank's would be.
 */
export async function sandboxAnswer(
  db: Database,
  runId: number,
  secret: string,
  request: SandboxAnswerRequest,
) {
  const run = await runById(db, runId)
  const details = await runDetails(db, runId, secret)
  const named = request.rejections
    ? new Map(request.rejections.map(({ sequence, code }) => [sequence, code]))
    : null
  const resultOf = (sequence: number) =>
    named ? (named.get(sequence) ?? COLLECTED) : sequence % 3 === 0 ? '01' : COLLECTED
  const text = buildDebitFile({
    header: { kind: 'R', runId, billingDate: run.billingDate, sender: SANDBOX_BANK },
    details: details.map((detail) => ({ ...detail, resultCode: resultOf(detail.sequence) })),
  })
  return { text, fileName: `respuesta-sandbox-${run.billingDate}-${runId}.txt` }
}
