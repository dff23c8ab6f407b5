import type { AbilityRule, WorkingStage } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { conflict } from '../../lib/http-errors'
import type { ApplicationRow } from './credit-application-record'
import { CreditApplicationService } from './credit-applications.service'

/**
 * Advances an application one stage as the person's own move: the same rules, gates, history and audit as the
 * file's "Avanzar", for a desk that works its stage without opening the file (treasury hands a disbursed
 * application from fondeo to póliza on the funding detail). The row's version is the one the caller loaded, so a
 * colleague's change in between answers 409, and so does an application that is no longer in `from` (the desk
 * moves only its own stage on).
 */
export async function advanceStage(
  db: Database,
  actor: { userId: number; rules: AbilityRule[] },
  row: ApplicationRow,
  from: WorkingStage,
) {
  if (row.stage !== from) throw conflict('wrong_stage', `The application is in ${row.stage}, not in ${from}`)
  await new CreditApplicationService(db).transition(actor.userId, actor.rules, row, {
    transition: 'advance',
    data: {},
    version: row.version,
  })
}
