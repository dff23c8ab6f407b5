import { allyRows } from './ally-rows'
import { applicationRows } from './application-rows'
import { customerRows } from './customer-rows'
import type { EntityRowsOf } from './entity-rows'

/** Each importable entity's row handler; the pipeline is otherwise the same for all. */
export const entityRowsOf: EntityRowsOf = {
  allies: allyRows,
  'credit-applications': applicationRows,
  customers: customerRows,
}
