import { QueryBuilder } from 'drizzle-orm/pg-core'
import { allies } from './allies.schema'

// Issue 37: other features read allies through this read model (a subquery PostgreSQL pulls up into the caller's
// join), never the table; writing through it is a type error. Deleted allies are in it (`deletedAt` set).

/** Each ally's names, kind and standing, and its seller and supervisor. */
export const allyDirectory = new QueryBuilder()
  .select({
    id: allies.id,
    allyName: allies.allyName,
    legalName: allies.legalName,
    rfc: allies.rfc,
    zoneName: allies.zoneName,
    regionName: allies.regionName,
    type: allies.type,
    status: allies.status,
    active: allies.active,
    sellerUserId: allies.sellerUserId,
    supervisorUserId: allies.supervisorUserId,
    createdAt: allies.createdAt,
    deletedAt: allies.deletedAt,
  })
  .from(allies)
  .as('ally_directory')
