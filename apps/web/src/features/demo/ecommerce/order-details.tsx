import ArrowBack from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { orderStatuses } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useOrder } from '../api/ecommerce'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { Person } from '../components/person'
import { QueryState } from '../components/query-state'
import { StatusChip } from '../components/status-chip'

/** /apps/ecommerce/order/details/:id: the order, its customer, payment and where the parcel is. */
export function Component() {
  const { t } = useTranslation('demo')
  const { id = '' } = useParams()
  const order = useOrder(id)
  const format = useDemoFormat()
  return (
    <>
      <ScreenHeader
        title={t('orders.detailTitle', { number: order.data?.order ?? id })}
        actions={
          <Button component={RouterLink} to="/apps/ecommerce/order/list" startIcon={<ArrowBack />}>
            {t('orders.back')}
          </Button>
        }
      />
      <DemoBanner />
      <QueryState query={order}>
        {(data) => {
          const reached = orderStatuses.indexOf(data.status)
          return (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 8 }}>
                <Card>
                  <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                      {t('orders.tracking')}
                    </Typography>
                    <Stack component="ol" spacing={1.5} sx={{ pl: 2.5, m: 0 }}>
                      {orderStatuses.map((status, index) => (
                        <Typography
                          component="li"
                          key={status}
                          color={index <= reached ? 'text.primary' : 'text.secondary'}
                          sx={{ fontWeight: index === reached ? 700 : 400 }}
                        >
                          {t(`status.${status}`)}
                        </Typography>
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Card>
                  <CardContent>
                    <Stack spacing={2}>
                      <Typography variant="h6" component="h2">
                        {t('orders.customer')}
                      </Typography>
                      <Person name={data.customer} detail={data.email} avatar={data.avatar} />
                      <Typography>
                        {t('orders.date')}: {format.day(data.date)} {data.time}
                      </Typography>
                      <Typography>
                        {t('orders.payment')}: {t(`payment.${data.payment}`)}
                      </Typography>
                      <Typography>
                        {t('orders.method')}: {t(`method.${data.method}`)} ···{data.methodNumber}
                      </Typography>
                      <Typography variant="h5" component="p">
                        {format.money(data.spent)}
                      </Typography>
                      <StatusChip status={data.status} />
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            </Grid>
          )
        }}
      </QueryState>
    </>
  )
}
