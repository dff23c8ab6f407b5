import ArrowBack from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useCustomer } from '../api/ecommerce'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { Person } from '../components/person'
import { QueryState } from '../components/query-state'
import { StatusChip } from '../components/status-chip'

/** /apps/ecommerce/customer/details/:id (a customerId): the customer with status and contact. */
export function Component() {
  const { t } = useTranslation('demo')
  const { id = '' } = useParams()
  const customer = useCustomer(id)
  const format = useDemoFormat()
  return (
    <>
      <ScreenHeader
        title={t('customers.detailTitle', { id })}
        actions={
          <Button component={RouterLink} to="/apps/ecommerce/customer/list" startIcon={<ArrowBack />}>
            {t('customers.back')}
          </Button>
        }
      />
      <DemoBanner />
      <QueryState query={customer}>
        {(data) => (
          <Card sx={{ maxWidth: 560 }}>
            <CardContent>
              <Stack spacing={2}>
                <Person name={data.customer} detail={data.email} avatar={data.avatar} />
                <StatusChip status={data.status} />
                <Typography>
                  {t('customers.contact')}: {data.contact}
                </Typography>
                <Typography>
                  {t('customers.country')}: {data.countryCode} · {data.country}
                </Typography>
                <Typography>
                  {t('customers.orders')}: {format.number(data.order)}
                </Typography>
                <Typography>
                  {t('customers.totalSpent')}: {format.money(data.totalSpent)}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        )}
      </QueryState>
    </>
  )
}
