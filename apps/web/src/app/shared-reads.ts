import { allyOptionsQuery } from '../features/allies'
import { funderOptionsQuery } from '../features/funding'
import { businessDateQuery } from '../features/jobs'
import { roleOptionsQuery } from '../features/roles'
import { staffSearchQuery, userQuery } from '../features/users'
import type { SharedReads } from '../lib/shared-reads'

/**
 * The reads features make of another feature's endpoint, each from its owner's door (issue 37: an endpoint is
 * called from the feature that owns it). Handed to lib/shared-reads when the app starts (app-root.tsx).
 */
export const sharedReads: SharedReads = {
  allyOptions: allyOptionsQuery,
  businessDate: businessDateQuery,
  funderOptions: funderOptionsQuery,
  roleOptions: roleOptionsQuery,
  staffSearch: staffSearchQuery,
  user: userQuery,
}
