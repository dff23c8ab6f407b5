import type { Permission } from '../permissions/permissions'

/** Reading the business calendar: the administration screens' readers (read Admin). */
export const businessCalendarReader: Permission = { action: 'read', subject: 'Admin' }

/**
 * Adding or removing a non-business day moves the due dates of every loan opened after it: administrators
 * only (manage Admin), not the validation desk's workers who update Admin records.
 */
export const businessCalendarEditor: Permission = { action: 'manage', subject: 'Admin' }
