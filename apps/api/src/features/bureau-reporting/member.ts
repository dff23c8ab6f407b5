import type { IntfMember } from './intf'

/**
 * The reporting institution as the bureau knows it. The bureau assigns the member code (clave de otorgante) when
 * the institution signs up; until it is configured the file carries this SANDBOX code, which the bureau would
 * reject, and the screen says so.
 */
export const BUREAU_MEMBER: IntfMember = {
  code: process.env.BUREAU_MEMBER_CODE ?? 'ZZ00000000',
  name: process.env.BUREAU_MEMBER_NAME ?? 'MESA CREDITO AUT',
}
export const BUREAU_MEMBER_IS_SANDBOX = !process.env.BUREAU_MEMBER_CODE
