import Button from '@mui/material/Button'
import type { CreditProduct } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useAssignApplication } from '../api/assign-credit-application'
import { readProblem, type Problem } from '../../../components/form/refusal'

interface TakeButtonProps {
  origin: CreditProduct
  id: number
  folio: number
  version?: number
  onDone: (outcome: { ok: true } | { ok: false; problem: Problem }) => void
}

/** "Tomar": the caller becomes the owner (the API checks they may work the stage). */
export function TakeButton(props: TakeButtonProps) {
  const { t } = useTranslation('applications')
  const assign = useAssignApplication()
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={assign.isPending}
      aria-label={t('queue.takeFolio', { folio: props.folio })}
      onClick={() =>
        assign.mutate(
          { origin: props.origin, id: props.id, ownerUserId: null, version: props.version },
          {
            onSuccess: () => props.onDone({ ok: true }),
            onError: (error) => props.onDone({ ok: false, problem: readProblem(error) }),
          },
        )
      }
    >
      {t('queue.take')}
    </Button>
  )
}
