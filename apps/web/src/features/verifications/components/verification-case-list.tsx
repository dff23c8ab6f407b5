import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useErrorText } from '../../../lib/error-text'
import { useOpenCustomerVerification, useVerifications } from '../api/verifications'
import { formatDate } from '../../../lib/format'

const verificationPath = (id: number) => `/apps/support/customer/edit/verification/${id}`

/** The customer's identity verifications, each linking to its case, and the action to open a new one. */
export function CustomerVerifications({ customerId, mayOpen }: { customerId: number; mayOpen: boolean }) {
  const { t, i18n } = useTranslation('verifications')
  const { callText } = useErrorText('verifications')
  const list = useVerifications({ kind: 'customer', customerId })
  const open = useOpenCustomerVerification()
  const navigate = useNavigate()
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('verification.list')}
          </Typography>
          {mayOpen && (
            <Button
              variant="outlined"
              disabled={open.isPending}
              onClick={() =>
                open.mutate(customerId, { onSuccess: (created) => navigate(verificationPath(created.id)) })
              }
            >
              {t('verification.open')}
            </Button>
          )}
        </Stack>
        {open.isError && <Alert severity="error">{callText(open.error)}</Alert>}
        {list.data?.items.length === 0 && (
          <Typography color="text.secondary">{t('verification.none')}</Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data?.items.map((item) => (
            <li key={item.id}>
              <Link component={RouterLink} to={verificationPath(item.id)}>
                {t('verification.item', {
                  id: item.id,
                  date: formatDate(item.createdAt, i18n.language),
                })}
              </Link>{' '}
              · {t(`verification.status.${item.status}`)}
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
