import { CustomerEditPage } from '../features/customers/routes/customer-edit'
import { CustomerVerifications } from '../features/verifications/components/verification-case-list'

/** A customer's page (customers') with their identity verifications (verifications'), composed here (issue 37). */
export function Component() {
  return (
    <CustomerEditPage
      verifications={(customer) => (
        <CustomerVerifications customerId={customer.id} mayOpen={customer.mayEdit} />
      )}
    />
  )
}
