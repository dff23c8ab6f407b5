import { subjects, type Permission } from './permissions'

/**
 * Staff: whoever holds a right beyond the access-control demo (spec §6: the `client` role may only read the
 * demo subject; a self-registered account waiting for a role holds nothing). The product's tools open to any
 * member of staff, whatever their rights (the e-mail client, the template's demo area), need this, not a mere
 * signed-in session: any one of `read <subject>` for every subject but the demo's.
 */
export const staffAccess = {
  anyOf: subjects
    .filter((subject) => subject !== 'all' && subject !== 'AclDemo' && subject !== 'Demo')
    .map((subject): Permission => ({ action: 'read', subject })),
}

/**
 * The template's demo area (issue 38): the product's staff never meet it; only those given read Demo (held by
 * administrators through manage all) see its navigation group, its palette entries, its pages and its calls.
 */
export const demoAccess: Permission = { action: 'read', subject: 'Demo' }
