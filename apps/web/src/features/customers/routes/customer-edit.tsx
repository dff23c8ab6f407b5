import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { HttpError } from '../../../lib/http'
import { useCustomer } from '../api/customers'
import { CustomerForm } from '../components/customer-form'
import { formatMoney } from '../../../lib/format'

/** What the customer page shows between its form and its applications: the verifications' card (app/ composes it). */
export type CustomerSlot = (customer: { id: number; mayEdit: boolean }) => ReactNode

/**
 * /apps/support/customer/edit/:id (read Admin; update Admin saves): a customer and their applications. The page
 * in app/ composes it with the customer's identity verifications (the verifications feature's).
 */
export function CustomerEditPage({ verifications }: { verifications: CustomerSlot }) {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <CustomerPage id={id} verifications={verifications} />
}

function CustomerPage({ id, verifications }: { id: number; verifications: CustomerSlot }) {
  const { t, i18n } = useTranslation('customers')
  // Stage names live in the app-wide bundle (workflow.stages), shared by every screen that shows a stage.
  const { t: tApp } = useTranslation()
  const customer = useCustomer(id)
  const [saved, setSaved] = useState(false)
  if (customer.isPending) return <LinearProgress aria-label={t('customers.loading')} />
  if (customer.isError) {
    const status = customer.error instanceof HttpError ? customer.error.status : 0
    return <Alert severity="error">{t(status === 404 ? 'customers.notFound' : 'customers.failed')}</Alert>
  }
  const detail = customer.data
  return (
    <Stack spacing={3}>
      <ScreenHeader title={detail.fullName} subtitle={`CURP ${detail.curp} · RFC ${detail.rfc}`} />
      <CustomerForm key={detail.version} customer={detail} onSaved={() => setSaved(true)} />
      {verifications(detail)}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('customers.applications')}
          </Typography>
          <Table size="small" aria-label={t('customers.applications')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.folio')}</TableCell>
                <TableCell>{t('customers.ally')}</TableCell>
                <TableCell>{t('customers.stage')}</TableCell>
                <TableCell align="right">{t('customers.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.applications.map((application) => (
                <TableRow key={application.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/apps/solicitudes/${application.origin}/${application.id}`}
                    >
                      {application.folio}
                    </Link>
                  </TableCell>
                  <TableCell>{application.allyName}</TableCell>
                  <TableCell>{tApp(`workflow.stages.${application.stage}`)}</TableCell>
                  <TableCell align="right">
                    {formatMoney(application.requestedAmountCents, { language: i18n.language })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)}>
        <Alert severity="success" variant="filled" onClose={() => setSaved(false)}>
          {t('customers.saved')}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
