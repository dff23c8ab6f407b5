import { z } from 'zod'
import { fieldError } from '../common/errors'
import { idParams, idSchema, versionSchema } from '../common/bounds'
import { multiLineText, singleLineText } from '../common/text'
import { abilityRuleSchema, roleScopeSchema, systemRoleKeys } from '../permissions/permissions'
import { cappedTotalShape, listQuerySchema } from '../common/list-query'
import { listEnvelope } from '../common/list-envelope'

/** The roles and permissions administration endpoints (full paths, see index.ts "API paths"). */
export const rolePaths = { collection: '/api/v1/roles', item: '/api/v1/roles/:id' } as const
export const permissionPaths = {
  collection: '/api/apps/permissions',
  item: '/api/apps/permissions/:id',
} as const

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rules: z.array(abilityRuleSchema),
  permissionIds: z.array(z.number().int()),
  /** Row-level scope: every record, or only those of the user's allies. */
  scope: roleScopeSchema,
  /** Set on system roles only (read-only): they cannot be deleted. */
  key: z.enum(systemRoleKeys).nullable(),
  userCount: z.number().int(),
  /** A few members, for the avatars on the role card. */
  members: z.array(z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable() })),
  version: z.number().int(),
})
export type Role = z.infer<typeof roleSchema>

export const roleListResponseSchema = listEnvelope(roleSchema)

export const roleRequestSchema = z.object({
  name: singleLineText()
    .trim()
    .min(2, fieldError('too_short', 2))
    .max(60)
    .regex(/^[\p{L}\p{N} ._-]+$/u, fieldError('invalid_format')),
  description: multiLineText().trim().max(300).default(''),
  rules: z.array(abilityRuleSchema).max(200),
  permissionIds: z.array(idSchema()).max(200).default([]),
  /** Absent: 'all' for a new role, unchanged on an update. */
  scope: roleScopeSchema.optional(),
})
export type RoleRequest = z.infer<typeof roleRequestSchema>
export const updateRoleRequestSchema = roleRequestSchema.extend({ version: versionSchema() })

/** GET /api/apps/permissions (spec §7): q on name, created date, or role name by prefix; sort by name only. */
export const permissionListQuerySchema = listQuerySchema(['name'] as const)

export const namedPermissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Names of the roles holding it (spec §3). */
  assignedTo: z.array(z.string()),
  /** Text like "14 Apr 2021, 8:43 PM" (spec §3). */
  createdDate: z.string(),
  /** The same instant as an ISO date-time, for screens to write in the reader's language. */
  createdAt: z.string(),
  rules: z.array(abilityRuleSchema),
  roleIds: z.array(z.number().int()),
  version: z.number().int(),
})
export type NamedPermission = z.infer<typeof namedPermissionSchema>

export const permissionListResponseSchema = z.object({
  permissions: z.array(namedPermissionSchema),
  totalPermissions: z.number().int(),
  ...cappedTotalShape,
})

export const permissionRequestSchema = z.object({
  name: singleLineText().trim().min(2, fieldError('too_short', 2)).max(80),
  rules: z.array(abilityRuleSchema).min(1, fieldError('too_few', 1)).max(200),
  roleIds: z.array(idSchema()).max(200).default([]),
})
/** What a permission dialog sends (`roleIds` may be left out). */
export type PermissionRequestInput = z.input<typeof permissionRequestSchema>
export const updatePermissionRequestSchema = permissionRequestSchema.extend({
  version: versionSchema(),
})

export const idParamsSchema = idParams
