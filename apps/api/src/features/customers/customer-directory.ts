import { QueryBuilder } from 'drizzle-orm/pg-core'
import { customers } from './customers.schema'

// Issue 37: other features read customers through this read model (a subquery PostgreSQL pulls up into the
// caller's join), never the table; writing through it is a type error.

/** Each customer: the CURP that identifies them, their names, birth date and addresses (identity checks read them). */
export const customerDirectory = new QueryBuilder()
  .select({
    id: customers.id,
    curp: customers.curp,
    rfc: customers.rfc,
    firstNames: customers.firstNames,
    lastName1: customers.lastName1,
    lastName2: customers.lastName2,
    birthDate: customers.birthDate,
    addresses: customers.addresses,
  })
  .from(customers)
  .as('customer_directory')
