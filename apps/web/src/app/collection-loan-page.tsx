import { CollectionLoanPage } from '../features/collections/routes/collection-loan'
import { DunningLetterButton } from '../features/dunning/components/dunning-letter-button'

/**
 * The collections desk's loan (collections') with the other features' actions on it, composed here (issue 35):
 * the dunning letter produced now (dunning's).
 */
export function Component() {
  return (
    <CollectionLoanPage
      actions={({ loan, refresh }) => (
        <DunningLetterButton applicationId={loan.applicationId} folio={loan.folio} onProduced={refresh} />
      )}
    />
  )
}
