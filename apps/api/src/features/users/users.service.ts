import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import {
  authLinks,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserStatus,
  USER_NOT_FOUND_MESSAGE,
} from '@mesa/contracts'
import type { AppConfig } from '../../config'
import type { Database, Transaction } from '../../db/client'
import { roleDirectory } from '../roles'
import { users } from './users.schema'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { moveToTrash } from '../trash'
import { issueOneTimeToken, principalsChanged, revokeAllSessionsOfUser, revokeOneTimeTokens } from '../auth'
import { composeMail, type Mailer } from '../mail'
import { assertMayGiveRole, type Grantor } from '../roles'
import { withAdministratorsKept } from './admin-invariants'
import { findUserDetail } from './users.queries'

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

async function assertRoleExists(tx: Transaction, roleId: number) {
  const [role] = await tx
    .select({ id: roleDirectory.id })
    .from(roleDirectory)
    .where(eq(roleDirectory.id, roleId))
  if (!role) throw badRequest({ roleId: ['unknown_reference'] })
}

async function assertUnique(
  tx: Transaction,
  email: string | undefined,
  username: string | undefined,
  exceptId = 0,
) {
  const clashes = await tx
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        ne(users.id, exceptId),
        or(
          email ? eq(sql`lower(${users.email})`, email.toLowerCase()) : sql`false`,
          username ? eq(sql`lower(${users.username})`, username.toLowerCase()) : sql`false`,
        ),
      ),
    )
  const errors: Record<string, string[]> = {}
  if (email && clashes.some((row) => row.email.toLowerCase() === email.toLowerCase()))
    errors.email = ['already_used']
  if (username && clashes.some((row) => row.username.toLowerCase() === username.toLowerCase()))
    errors.username = ['already_used']
  if (Object.keys(errors).length > 0)
    throw conflict('already_used', 'E-mail or username already in use', errors)
}

/**
 * Refuses touching (editing, disabling, deleting) a user whose rights exceed the grantor's, so only an
 * administrator changes an administrator. Unknown users pass: the caller answers 404.
 */
async function assertMayTouchUser(tx: Transaction, grantor: Grantor, userId: number) {
  const [target] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId))
  if (target) await assertMayGiveRole(tx, grantor, target.roleId)
}

/** Refuses (409 own_account) deleting or disabling the caller's own account, alone or among others. */
export function assertNotOwnAccount(grantor: Grantor, ids: readonly number[]) {
  if (ids.includes(grantor.userId))
    throw conflict('own_account', 'You cannot delete or disable your own account', { _root: ['own_account'] })
}

/** The live (not deleted) users among `ids`, locked for the change, in id order. */
export const lockLiveUsers = (tx: Transaction, ids: number[]) =>
  tx
    .select({ id: users.id, email: users.email, status: users.status, roleId: users.roleId })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('update')
type LockedUser = Awaited<ReturnType<typeof lockLiveUsers>>[number]

/** Disabling (leaving active) ends the account's sessions; enabling leaves them ended. */
export async function endSessionsIfDisabled(
  tx: Transaction,
  id: number,
  before: UserStatus,
  after?: UserStatus,
) {
  if (after && after !== 'active' && before === 'active')
    await revokeAllSessionsOfUser(tx, id, 'user_disabled')
}

/**
 * What deleting one user writes, for a single delete and for each of a bulk delete (`bulk` in the audit
 * then): the row hidden and disabled, its sessions ended, the audit event and the trash entry (remembering the
 * status for a restore), whose id it answers.
 */
export async function trashUser(
  db: Database,
  tx: Transaction,
  actorUserId: number,
  row: LockedUser,
  bulk = false,
): Promise<number> {
  await tx
    .update(users)
    .set({ deletedAt: new Date(), status: 'inactive', version: sql`${users.version} + 1` })
    .where(eq(users.id, row.id))
  await revokeAllSessionsOfUser(tx, row.id, 'user_disabled')
  await recordAudit(tx, {
    actorUserId,
    action: 'user.deleted',
    entityType: 'user',
    entityId: row.id,
    data: { email: row.email, ...(bulk && { bulk: true }) },
  })
  return moveToTrash(db, tx, {
    type: 'user',
    recordId: row.id,
    label: row.email,
    deletedBy: actorUserId,
    previous: { status: row.status },
  })
}

/** Staff accounts: create with an invitation, update (disabling ends sessions), delete. */
export class UserService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly mailer: Mailer,
  ) {}

  async create(grantor: Grantor, body: CreateUserRequest) {
    const actorUserId = grantor.userId
    const id = await this.db.transaction(async (tx) => {
      await assertRoleExists(tx, body.roleId)
      await assertMayGiveRole(tx, grantor, body.roleId)
      await assertUnique(tx, body.email, body.username)
      const [created] = await tx
        .insert(users)
        .values({ ...body, status: 'active', passwordHash: null })
        .returning({ id: users.id })
      const token = await issueOneTimeToken(tx, created!.id, 'reset_password', INVITATION_TTL_MS)
      await this.mailer.queue(tx, {
        to: body.email,
        ...composeMail('invitation', body.language, {
          fullName: body.fullName,
          url: `${this.config.publicUrl}${authLinks.resetPassword}?token=${token}`,
        }),
        secrets: [token],
      })
      await recordAudit(tx, {
        actorUserId,
        action: 'user.created',
        entityType: 'user',
        entityId: created!.id,
        data: { email: body.email, roleId: body.roleId },
      })
      return created!.id
    })
    return (await findUserDetail(this.db, id))!
  }

  async update(grantor: Grantor, id: number, body: UpdateUserRequest) {
    const actorUserId = grantor.userId
    const { version, ...changes } = body
    await withAdministratorsKept(this.db, actorUserId, async (tx) => {
      await assertMayTouchUser(tx, grantor, id)
      const [current] = await tx
        .select({ version: users.version, status: users.status })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
      if (!current) throw notFound(USER_NOT_FOUND_MESSAGE)
      if (current.version !== version) throw staleVersion()
      if (changes.roleId !== undefined) {
        await assertRoleExists(tx, changes.roleId)
        await assertMayGiveRole(tx, grantor, changes.roleId)
      }
      await assertUnique(tx, changes.email, changes.username, id)
      await tx
        .update(users)
        .set({ ...changes, version: version + 1, updatedAt: new Date() })
        .where(eq(users.id, id))
      // Role, status or profile: the user's signed-in principal is reloaded on the next request.
      principalsChanged({ user: id })
      await endSessionsIfDisabled(tx, id, current.status, changes.status)
      // Links mailed to the old address must not work once the address changes.
      if (changes.email !== undefined) await revokeOneTimeTokens(tx, id, ['reset_password', 'verify_email'])
      await recordAudit(tx, {
        actorUserId,
        action: 'user.updated',
        entityType: 'user',
        entityId: id,
        data: changes,
      })
    })
    return (await findUserDetail(this.db, id))!
  }

  /**
   * An administrator's way back for a user who lost their authenticator: two-step sign-in is turned off
   * (secret and recovery codes cleared) and the user's sessions end, so they sign in again with the password.
   */
  async resetTwoFactor(grantor: Grantor, id: number) {
    await this.db.transaction(async (tx) => {
      await assertMayTouchUser(tx, grantor, id)
      const [reset] = await tx
        .update(users)
        .set({
          twoFactorSecret: null,
          twoFactorEnabledAt: null,
          twoFactorLastStep: null,
          twoFactorRecoveryCodes: [],
          version: sql`${users.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ id: users.id, email: users.email })
      if (!reset) throw notFound(USER_NOT_FOUND_MESSAGE)
      await revokeAllSessionsOfUser(tx, id, 'two_factor_reset')
      await recordAudit(tx, {
        actorUserId: grantor.userId,
        action: 'user.two_factor_reset',
        entityType: 'user',
        entityId: id,
        data: { email: reset.email },
      })
    })
    return (await findUserDetail(this.db, id))!
  }

  /**
   * Deleting keeps the row for history (audit, allies) but ends the account and hides it; it goes to the
   * trash (undo, restore), remembering its status. Answers the trash entry's id.
   */
  async delete(grantor: Grantor, id: number): Promise<number> {
    return withAdministratorsKept(this.db, grantor.userId, async (tx) => {
      assertNotOwnAccount(grantor, [id])
      await assertMayTouchUser(tx, grantor, id)
      const [row] = await lockLiveUsers(tx, [id])
      if (!row) throw notFound(USER_NOT_FOUND_MESSAGE)
      return trashUser(this.db, tx, grantor.userId, row)
    })
  }
}
