import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { insurerIdSchema, insurerNames, type InsurerId } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useLocation } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useInsurerPage } from '../api/get-insurer-page'
import { formatDate, formatMoney } from '../../../lib/format'
import { InsurerLinks } from '../components/insurer-links'
import { PolicyStatusChip } from '../components/policy-status-chip'
import { SandboxChip } from '../components/sandbox-chip'

/** /apps/fondeos/poliza/ana, general, gnp, qualitas (read poliza): that insurer's quotes and policies. */
export function Component() {
  const insurer = insurerIdSchema.safeParse(useLocation().pathname.split('/').pop())
  if (!insurer.success) return <Navigate to="/pages/misc/page-not-found" replace />
  return <InsurerScreen insurer={insurer.data} />
}

function InsurerScreen({ insurer }: { insurer: InsurerId }) {
  const { t, i18n } = useTranslation('insurance')
  const { callText } = useErrorText('insurance')
  const page = useInsurerPage(insurer)
  const date = (iso: string) => formatDate(iso, i18n.language)
  const quoteLink = (application: { product: string; id: number; folio: number }) => (
    <Link component={RouterLink} to={`/apps/fondeos/poliza/${application.product}/${application.id}`}>
      {t('queue.folio', { folio: application.folio })}
    </Link>
  )
  return (
    <>
      <ScreenHeader
        title={insurerNames[insurer]}
        subtitle={t('insurer.subtitle')}
        actions={<InsurerLinks />}
      />
      {page.isPending && <LinearProgress aria-label={t('quote.loading')} />}
      {page.isError && <Alert severity="error">{callText(page.error)}</Alert>}
      {page.data && (
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="insurer-policies">
            <CardContent>
              <Typography id="insurer-policies" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('insurer.policies')}
              </Typography>
              <TableContainer>
                <Table size="small" aria-labelledby="insurer-policies">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('list.columns.number')}</TableCell>
                      <TableCell>{t('list.columns.insured')}</TableCell>
                      <TableCell>{t('list.columns.termEnd')}</TableCell>
                      <TableCell align="right">{t('list.columns.total')}</TableCell>
                      <TableCell>{t('list.columns.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {page.data.policies.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={5}>{t('insurer.noPolicies')}</TableCell>
                      </TableRow>
                    )}
                    {page.data.policies.map((policy) => (
                      <TableRow key={policy.id}>
                        <TableCell>{policy.policyNumber ?? t('policy.notIssued')}</TableCell>
                        <TableCell>
                          {policy.application.applicantName} · {quoteLink(policy.application)}
                        </TableCell>
                        <TableCell>
                          {policy.termEnd ? formatDate(policy.termEnd, i18n.language) : '—'}
                        </TableCell>
                        <TableCell align="right">{formatMoney(policy.premium.totalCents)}</TableCell>
                        <TableCell>
                          <PolicyStatusChip status={policy.status} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="insurer-quotes">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography id="insurer-quotes" variant="h6" component="h2">
                  {t('insurer.quotes')}
                </Typography>
                <SandboxChip />
              </Stack>
              <TableContainer>
                <Table size="small" aria-labelledby="insurer-quotes">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('list.columns.insured')}</TableCell>
                      <TableCell>{t('insurer.options')}</TableCell>
                      <TableCell align="right">{t('list.columns.total')}</TableCell>
                      <TableCell>{t('insurer.quotedOn')}</TableCell>
                      <TableCell>{t('list.columns.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {page.data.quotes.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={5}>{t('insurer.noQuotes')}</TableCell>
                      </TableRow>
                    )}
                    {page.data.quotes.map((quote) => (
                      <TableRow key={quote.id}>
                        <TableCell>
                          {quote.application.applicantName} · {quoteLink(quote.application)}
                        </TableCell>
                        <TableCell>
                          {t(`package.${quote.options.package}`)} ·{' '}
                          {t(`frequency.${quote.options.paymentFrequency}`)}
                        </TableCell>
                        <TableCell align="right">{formatMoney(quote.premium.totalCents)}</TableCell>
                        <TableCell>{date(quote.createdAt)}</TableCell>
                        <TableCell>{t(`quoteStatus.${quote.status}`)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  )
}
