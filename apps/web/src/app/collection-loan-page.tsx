import { CollectionLoanPage } from '../features/collections/routes/collection-loan'
import { DunningLetterButton } from '../features/dunning/components/dunning-letter-button'
import { CollectionVisitButton } from '../features/field-visits/components/collection-visit-button'

/**
 * The collections desk's loan (collections') with the other features' actions on it, composed here (issue 35):
 * the dunning letter produced now (dunning's) and a field collection visit asked for (field visits').
 */
export function Component() {
  return (
    <CollectionLoanPage
      actions={({ loan, refresh }) => (
        <>
          <DunningLetterButton applicationId={loan.applicationId} folio={loan.folio} onProduced={refresh} />
          <CollectionVisitButton loanId={loan.loanId} onRequested={refresh} />
        </>
      )}
    />
  )
}
