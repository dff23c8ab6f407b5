// The door other features use: the staff accounts' read models and door functions, and the rules over them
// (lists, keeping an administrator). It reaches no feature that reads users back (auth, audit, trash), so
// they import it without a loop; the routes and the trash kind are in register.ts, for the app root.
export { listUsers } from './users.queries'
export { userDirectory, userDirectoryAs, userProfiles } from './user-directory'
export { passwordHashOf, setAvatar, setPasswordHash, setPresence, updateOwnAccount } from './own-account'
export {
  recordSecondStep,
  storeTwoFactorSecret,
  turnTwoFactorOff,
  turnTwoFactorOn,
  twoFactorStateOf,
} from './two-factor-state'
export { accountByEmail, markEmailVerified, openAccount, signInFactsOf } from './account-access'
export { addStaffAccounts } from './staff-accounts'
export { withAdministratorsKept } from './admin-invariants'
/** Issue 35: the accounts automatic money moves (the SPEI webhook, direct debit) are recorded under. */
export { systemActorId } from './system-actors'
