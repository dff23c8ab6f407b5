import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import {
  authLinks,
  type CreateUserRequest,
  type UpdateUserRequest,
  USER_NOT_FOUND_MESSAGE,
} from '@mesa/contracts'
import type { AppConfig } from '../../config'
import type { Database, Transaction } from '../../db/client'
import { roles, users } from '../../db/schema'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { issueOneTimeToken, revokeAllSessionsOfUser } from '../auth'
import { queueMail } from '../mail'
import { withAdministratorsKept } from '../roles'
import { findUserDetail } from './users.queries'

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

async function assertRoleExists(tx: Transaction, roleId: number) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId))
  if (!role) throw badRequest({ roleId: ['Unknown role'] })
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
    errors.email = ['Already used by another user']
  if (username && clashes.some((row) => row.username.toLowerCase() === username.toLowerCase()))
    errors.username = ['Already used by another user']
  if (Object.keys(errors).length > 0) throw conflict('E-mail or username already in use', errors)
}

/** Staff accounts: create with an invitation, update (disabling ends sessions), delete. */
export class UserService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
  ) {}

  async create(actorUserId: number, body: CreateUserRequest) {
    const id = await this.db.transaction(async (tx) => {
      await assertRoleExists(tx, body.roleId)
      await assertUnique(tx, body.email, body.username)
      const [created] = await tx
        .insert(users)
        .values({ ...body, status: 'active', passwordHash: null })
        .returning({ id: users.id })
      const token = await issueOneTimeToken(tx, created!.id, 'reset_password', INVITATION_TTL_MS)
      await queueMail(tx, {
        to: body.email,
        subject: 'Mesa: tu cuenta está lista',
        text: `Hola ${body.fullName}, te dieron acceso a Mesa. Elige tu contraseña en ${this.config.publicUrl}${authLinks.resetPassword}?token=${token} (vence en 7 días).`,
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

  async update(actorUserId: number, id: number, body: UpdateUserRequest) {
    const { version, ...changes } = body
    await withAdministratorsKept(this.db, actorUserId, async (tx) => {
      const [current] = await tx
        .select({ version: users.version, status: users.status })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
      if (!current) throw notFound(USER_NOT_FOUND_MESSAGE)
      if (current.version !== version) throw staleVersion()
      if (changes.roleId !== undefined) await assertRoleExists(tx, changes.roleId)
      await assertUnique(tx, changes.email, changes.username, id)
      await tx
        .update(users)
        .set({ ...changes, version: version + 1, updatedAt: new Date() })
        .where(eq(users.id, id))
      if (changes.status && changes.status !== 'active' && current.status === 'active') {
        await revokeAllSessionsOfUser(tx, id, 'user_disabled')
      }
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

  /** Deleting keeps the row for history (audit, allies) but ends the account and hides it. */
  async delete(actorUserId: number, id: number) {
    await withAdministratorsKept(this.db, actorUserId, async (tx) => {
      const [deleted] = await tx
        .update(users)
        .set({ deletedAt: new Date(), status: 'inactive', version: sql`${users.version} + 1` })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ id: users.id, email: users.email })
      if (!deleted) throw notFound(USER_NOT_FOUND_MESSAGE)
      await revokeAllSessionsOfUser(tx, id, 'user_disabled')
      await recordAudit(tx, {
        actorUserId,
        action: 'user.deleted',
        entityType: 'user',
        entityId: id,
        data: { email: deleted.email },
      })
    })
  }
}
