import type { Account } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import { useStaffRecord } from '../../../lib/option-reads'

/** Tab billing-plans: the current plan, read-only (administrators change it in the user list). */
export function BillingTab({ account }: { account: Account }) {
  const { t } = useTranslation('account')
  const canRead = ability.can('read', 'Users')
  const plan = useStaffRecord(account.id, canRead)
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('billing.title')}
        </Typography>
        {plan.data ? (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('billing.plan')}
              </Typography>
              <Chip
                size="small"
                color="primary"
                label={t(`plans.${plan.data.currentPlan}`, plan.data.currentPlan)}
              />
            </Stack>
            <Typography variant="body2">
              <strong>{t('billing.method')}</strong> {plan.data.billing}
            </Typography>
          </Stack>
        ) : null}
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('billing.note')}
        </Alert>
      </CardContent>
    </Card>
  )
}
