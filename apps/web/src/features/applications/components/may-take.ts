import { ability } from '../../../lib/ability'

/**
 * Whether the user may take or reassign an application with this owner: unowned or their own ones by
 * working the stage; one someone else owns only with the 'assign' right (the API refuses it otherwise).
 */
export function mayTakeFrom(owner: { id: number } | null, myUserId: number | undefined): boolean {
  return owner === null || owner.id === myUserId || ability.can('assign', 'credit_application_file')
}
