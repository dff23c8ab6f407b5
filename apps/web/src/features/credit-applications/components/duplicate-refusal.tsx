import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { mayConfirmDuplicateApplication, type AbilityRule } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'

/** A capture refused as a duplicate (issue 38): which conflict, the folios the person may see, and whether they may confirm. */
export interface DuplicateRefusal {
  code: 'duplicate_customer' | 'duplicate_vehicle'
  folios: string[]
  confirmable: boolean
}

/** The capture's 409 read as a duplicate refusal, or null for any other error. */
export function readDuplicateRefusal(error: unknown, rules: readonly AbilityRule[]): DuplicateRefusal | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null
  const code = error.body?.code
  if (code !== 'duplicate_customer' && code !== 'duplicate_vehicle') return null
  return {
    code,
    folios: error.body?.errors?.folios ?? [],
    // A second credit for the same customer may be legitimate (head office confirms); the same car never.
    confirmable: code === 'duplicate_customer' && mayConfirmDuplicateApplication(rules),
  }
}

/** Shown beside the submit: why nothing was created, and the confirmation when the person may give it. */
export function DuplicateRefusalAlert(props: {
  refusal: DuplicateRefusal
  busy: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation('applications')
  const { refusal } = props
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mx: 3, mb: 1 }}
      action={
        refusal.confirmable && (
          <Button color="inherit" size="small" disabled={props.busy} onClick={props.onConfirm}>
            {t('create.confirmDuplicate')}
          </Button>
        )
      }
    >
      {t(`errors.${refusal.code}`)}
      {refusal.folios.length > 0 &&
        ` (${t('create.duplicateFolios', { folios: refusal.folios.join(', ') })})`}
      {'. '}
      {refusal.confirmable
        ? t('create.duplicateConfirmable')
        : t(
            refusal.code === 'duplicate_customer'
              ? 'create.duplicateAskHeadOffice'
              : 'create.duplicateVehicle',
          )}
    </Alert>
  )
}
