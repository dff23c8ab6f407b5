import type { Database } from '../../db/client'
import { enqueue } from '../jobs'
import { approvedTemplates } from '../messaging'
import { DUNNING_RUN } from './dunning.jobs'
import { dunningRules } from './dunning.schema'

/**
 * The demo's reminder rules (issue 35): a courtesy WhatsApp 3 days before the due date, an e-mail at 5 days
 * past due, a WhatsApp at 15 and the first letter at 30; then the business date's run, queued for the API's
 * job worker (the mailer is the app's, so the seed does not send itself). Only when no rule exists yet.
 */
export async function seedDunning(db: Database) {
  const existing = await db.select({ id: dunningRules.id }).from(dunningRules).limit(1)
  if (existing.length > 0) return
  const templates = await approvedTemplates(db)
  const reminder = templates.find((template) => template.name === 'recordatorio_pago') ?? templates[0]
  if (!reminder) return
  await db.insert(dunningRules).values([
    { name: 'Cortesía 3 días antes', offsetDays: -3, channel: 'whatsapp', templateId: reminder.id },
    { name: 'Correo a 5 días', offsetDays: 5, channel: 'email', templateId: reminder.id },
    { name: 'WhatsApp a 15 días', offsetDays: 15, channel: 'whatsapp', templateId: reminder.id },
    { name: 'Primer aviso por carta', offsetDays: 30, channel: 'letter', letterKind: 'first' },
    { name: 'Aviso prejudicial', offsetDays: 90, channel: 'letter', letterKind: 'prelegal', active: false },
  ])
  await enqueue(db, DUNNING_RUN, {}, { singletonKey: `${DUNNING_RUN}:demo-seed` })
}
