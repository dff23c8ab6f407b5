import { sql, type SQLWrapper } from 'drizzle-orm'
import type { AbilityRule } from '@mesa/contracts'

// Issue 37: a role's rules are its own plus those of the named permissions it holds; the permission tables are
// this feature's, so the expression that reads them lives here and others (auth, roles, lists) take it.
/** A role's rules: its own plus those of the named permissions it holds (`role`: the roles table or a read model). */
export const effectiveRulesOf = (role: { id: SQLWrapper; rules: SQLWrapper }) => {
  // In a chunk of its own: a select from one table writes its fields' top-level columns without their table,
  // and `id` inside this subquery would then be the permission's.
  const granted = sql`select coalesce(jsonb_agg(distinct rule), '[]'::jsonb) from (
  select jsonb_array_elements(${role.rules}) as rule
  union all
  select jsonb_array_elements(p.rules) from role_permissions rp join permissions p on p.id = rp.permission_id
  where rp.role_id = ${role.id}) as granted`
  return sql<AbilityRule[]>`(${granted})`
}
