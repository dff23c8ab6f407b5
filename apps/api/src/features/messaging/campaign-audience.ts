import { sql, type SQL } from 'drizzle-orm'
import type { Audience } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'

/** The applications an audience selects (stages, products, days in stage). */
export function audienceCondition(audience: Audience): SQL {
  const parts: SQL[] = [sql`true`]
  if (audience.stages.length > 0)
    parts.push(
      sql`${applications.stage} in (${sql.join(
        audience.stages.map((stage) => sql`${stage}`),
        sql`, `,
      )})`,
    )
  if (audience.products.length > 0)
    parts.push(
      sql`${applications.product} in (${sql.join(
        audience.products.map((product) => sql`${product}`),
        sql`, `,
      )})`,
    )
  if (audience.minDaysInStage > 0)
    parts.push(sql`${applications.stageEnteredAt} <= now() - ${audience.minDaysInStage} * interval '1 day'`)
  return sql.join(parts, sql` and `)
}

/** A Mexican mobile number as WhatsApp names it: 52 + the 10 national digits. */
export const whatsappNumber = (column: SQL | typeof applications.mobilePhone) =>
  sql`'52' || right(regexp_replace(${column}, '\\D', '', 'g'), 10)`

/**
 * Turns the audience into recipients, in SQL and in one statement each, so 10 000+ applicants cost two
 * statements: their contacts are created when missing (one per phone) and each becomes a queued
 * recipient once (a second run adds nothing). Answers the number of recipients.
 */
export async function materializeAudience(db: Executor, campaignId: number, audience: Audience) {
  const where = audienceCondition(audience)
  await db.execute(sql`
    insert into messaging_contacts (full_name, phone, role, application_id)
    select distinct on (phone) ${applications.applicantName}, ${whatsappNumber(applications.mobilePhone)} as phone,
      'Solicitante', ${applications.id}
    from ${applications} where ${where} and length(regexp_replace(${applications.mobilePhone}, '\\D', '', 'g')) >= 10
    order by phone, ${applications.id} desc
    on conflict (phone) do nothing`)
  await db.execute(sql`
    insert into messaging_campaign_recipients (campaign_id, contact_id, application_id)
    select distinct on (c.id) ${campaignId}, c.id, ${applications.id}
    from ${applications} join messaging_contacts c on c.phone = ${whatsappNumber(applications.mobilePhone)}
    where ${where}
    order by c.id, ${applications.id} desc
    on conflict (campaign_id, contact_id) do nothing`)
  const result = await db.execute(
    sql`select count(*)::int as total from messaging_campaign_recipients where campaign_id = ${campaignId}`,
  )
  return (result as unknown as { rows: { total: number }[] }).rows[0]!.total
}
