import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { ApprovalRequest } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'

interface MappingPayload {
  product?: string
  slot?: string
  accountCode?: string
  reason?: string
}

/** The mapping changes waiting for a second person: what moves where, why, who asked and when. */
export function PendingMappingChanges({ requests }: { requests: ApprovalRequest[] }) {
  const { t, i18n } = useTranslation('accounting')
  if (requests.length === 0) return null
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('mappingChange.pending')}
      </Typography>
      <List dense aria-label={t('mappingChange.pending')}>
        {requests.map((request) => {
          const payload = (request.payload ?? {}) as MappingPayload
          return (
            <ListItem key={request.id} disableGutters>
              <ListItemText
                primary={t('mappingChange.pendingLine', {
                  product: t(`mappings.products.${payload.product ?? ''}`),
                  slot: t(`slots.${payload.slot ?? ''}`),
                  account: payload.accountCode ?? '',
                })}
                secondary={t('mappingChange.pendingBy', {
                  reason: payload.reason ?? '',
                  name: request.requestedBy?.fullName ?? '',
                  when: formatDateTime(request.requestedAt, i18n.language),
                })}
              />
            </ListItem>
          )
        })}
      </List>
    </>
  )
}
