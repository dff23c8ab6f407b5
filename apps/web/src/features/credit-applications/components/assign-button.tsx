import Button from '@mui/material/Button'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAssignApplication } from '../api/assign-credit-application'
import { useEligibleOwners } from '../api/get-eligible-owners'
import { readProblem, type Problem } from '../../../components/form/refusal'

interface AssignButtonProps {
  origin: CreditProduct
  id: number
  folio: number
  version: number
  currentOwnerId: number | null
  onDone: (outcome: { ok: true; assigned: true } | { ok: false; problem: Problem }) => void
}

/** "Asignar": gives the application to a colleague who can work its stage. */
export function AssignButton(props: AssignButtonProps) {
  const { t } = useTranslation('applications')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const owners = useEligibleOwners(props.origin, props.id, anchor !== null)
  const assign = useAssignApplication()
  const candidates = (owners.data?.users ?? []).filter((user) => user.id !== props.currentOwnerId)
  const choose = (ownerUserId: number) => {
    setAnchor(null)
    assign.mutate(
      { origin: props.origin, id: props.id, ownerUserId, version: props.version },
      {
        onSuccess: () => props.onDone({ ok: true, assigned: true }),
        onError: (error) => props.onDone({ ok: false, problem: readProblem(error) }),
      },
    )
  }
  return (
    <>
      <Button
        size="small"
        variant="text"
        disabled={assign.isPending}
        aria-label={t('queue.assignFolio', { folio: props.folio })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('queue.assign')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {owners.isLoading && <MenuItem disabled>{t('queue.loadingOwners')}</MenuItem>}
        {owners.isSuccess && candidates.length === 0 && <MenuItem disabled>{t('queue.noEligible')}</MenuItem>}
        {candidates.map((user) => (
          <MenuItem key={user.id} onClick={() => choose(user.id)}>
            <ListItemText primary={user.fullName} secondary={user.role} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
