import { QueryBuilder } from 'drizzle-orm/pg-core'
import { customers } from './customers.schema'

// Issue 37: other features read customers through this read model (a subquery PostgreSQL pulls up into the
// caller's join), never the table; writing through it is a type error.

/** Each customer's id and the CURP that identifies them. */
export const customerDirectory = new QueryBuilder()
  .select({ id: customers.id, curp: customers.curp })
  .from(customers)
  .as('customer_directory')
