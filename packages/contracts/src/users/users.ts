import { z } from 'zod'
import { fieldError } from '../common/errors'
import { idParams, idSchema, versionSchema } from '../common/bounds'
import { singleLineText } from '../common/text'
import { userStatusSchema } from '../auth/auth'
import { cappedTotalShape, listQuerySchema, searchTextSchema } from '../common/list-query'

/** Plans and billing of the spec's user list (§6 sample values). */
/** The users administration endpoints (full paths, see index.ts "API paths"). */
export const userPaths = {
  collection: '/api/apps/users',
  item: '/api/apps/users/:id',
  twoFactor: '/api/apps/users/:id/two-factor',
  /** A bulk action on selected users (issue 20): activate, deactivate or delete, all or nothing. */
  bulk: '/api/apps/users/bulk',
} as const

export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const
export const billingMethods = ['Auto debit', 'Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal'] as const

export const userSortKeys = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const

const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  singleLineText().max(100).optional(),
)

/** GET /api/apps/users (spec §7). */
export const userListQuerySchema = listQuerySchema(userSortKeys).extend({
  q: searchTextSchema,
  role: optionalText,
  plan: optionalText,
  status: optionalText,
})
export type UserListQuery = z.infer<typeof userListQuerySchema>

/** A user in the list (spec §3 "User (list)"). */
export const userListItemSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  company: z.string(),
  role: z.string(),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: z.string(),
  status: userStatusSchema,
  avatar: z.string(),
  billing: z.string(),
})
export type UserListItem = z.infer<typeof userListItemSchema>

export const userListResponseSchema = z.object({
  users: z.array(userListItemSchema),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
  page: z.number().int(),
  ...cappedTotalShape,
})

/** GET /api/apps/users/{id}: the list fields plus these (spec §3), and what administration needs. */
export const userDetailSchema = userListItemSchema.extend({
  taskDone: z.number().int(),
  projectDone: z.number().int(),
  taxId: z.string(),
  language: z.string(),
  roleId: z.number().int(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
})
export type UserDetail = z.infer<typeof userDetailSchema>

export const userIdParamsSchema = idParams

/** Creating a staff account: it gets a role and an e-mailed invitation to set its password. */
export const createUserRequestSchema = z.object({
  fullName: singleLineText().trim().min(2, fieldError('too_short', 2)).max(120),
  username: singleLineText()
    .trim()
    .min(3, fieldError('too_short', 3))
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, fieldError('invalid_format')),
  email: singleLineText().trim().max(254).email(fieldError('invalid_email')),
  roleId: idSchema('required'),
  company: singleLineText().trim().max(120).default(''),
  country: singleLineText().trim().max(60).default('México'),
  contact: singleLineText().trim().max(30).default(''),
  currentPlan: z.enum(userPlans).default('basic'),
  billing: z.enum(billingMethods).default('Manual-Cash'),
  taxId: singleLineText().trim().max(20).default(''),
  language: singleLineText().trim().max(10).default('es'),
})
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>

/** Updating a user; status 'inactive' disables the account and ends its sessions. */
export const updateUserRequestSchema = createUserRequestSchema
  .partial()
  .extend({ status: userStatusSchema.optional(), version: versionSchema() })
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>

export const USER_NOT_FOUND_MESSAGE = 'User not found'
