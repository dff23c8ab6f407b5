import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { CollectionQueueItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useCollectors } from '../api/queue'
import { useReassign } from '../api/desk-loan'

/**
 * The supervisor's reassignment: picking a collector moves the loan at once (audited; the daily rules keep the
 * choice). A stale version (another supervisor or the daily run moved it) shows its refusal under the field.
 */
export function ReassignField({ loan }: { loan: CollectionQueueItem }) {
  const { t } = useTranslation('collections')
  const { callText } = useErrorText('collections')
  const collectors = useCollectors()
  const reassign = useReassign(loan.loanId)
  return (
    <TextField
      select
      size="small"
      id="desk-reassign"
      label={t('panel.reassign')}
      value={loan.collectorId ?? ''}
      disabled={reassign.isPending}
      error={reassign.isError}
      helperText={reassign.isError ? callText(reassign.error) : undefined}
      onChange={(event) =>
        reassign.mutate({ collectorId: Number(event.target.value), version: loan.assignmentVersion })
      }
      sx={{ minWidth: 240 }}
    >
      {(collectors.data ?? []).map((collector) => (
        <MenuItem key={collector.id} value={collector.id}>
          {collector.fullName}
        </MenuItem>
      ))}
    </TextField>
  )
}
