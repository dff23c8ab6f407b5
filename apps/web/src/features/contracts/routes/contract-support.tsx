import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, Navigate, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { HttpError } from '../../../lib/http'
import { useErrorText } from '../../../lib/error-text'
import { useContract } from '../api/get-contract'
import { ContractStatusChip } from '../components/contract-status-chip'
import { FileViewer } from '../components/file-viewer'
import { formatDate, formatDateTime } from '../../../lib/format'
import { TermsSummary } from '../components/terms-summary'

/** /apps/support/contract/:contractId (read contrato): one contract's versions, PDF, signature and terms. */
export function Component() {
  const contractId = Number(useParams().contractId)
  if (!Number.isInteger(contractId) || contractId < 1)
    return <Navigate to="/pages/misc/page-not-found" replace />
  return <SupportView contractId={contractId} />
}

function SupportView({ contractId }: { contractId: number }) {
  const { t, i18n } = useTranslation('contracts')
  const { callText } = useErrorText('contracts')
  const answer = useContract(contractId)
  const [shown, setShown] = useState<{ id: number; which: 'pdf' | 'signedScan' } | null>(null)
  if (answer.isPending) return <LinearProgress aria-label={t('viewer.loading')} />
  if (answer.isError)
    return (
      <Alert severity="error">
        {answer.error instanceof HttpError && answer.error.status === 404
          ? t('support.notFound')
          : callText(answer.error)}
      </Alert>
    )
  const { contract, versions, application } = answer.data
  const viewing = shown ?? { id: contract.id, which: 'pdf' as const }
  const viewed = versions.find((version) => version.id === viewing.id) ?? contract
  return (
    <Stack spacing={3}>
      <ScreenHeader
        title={t('support.title', { number: contract.number })}
        subtitle={t('support.subtitle', { folio: application.folio, applicant: application.applicantName })}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Card>
              <CardHeader
                title={t('support.summary')}
                action={<ContractStatusChip status={contract.status} />}
              />
              <CardContent>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('support.application')}{' '}
                  <Link
                    component={RouterLink}
                    to={`/apps/solicitudes/${application.product}/${application.id}?tab=contract`}
                    sx={{ color: 'primary.dark' }}
                  >
                    {t('support.openApplication', { folio: application.folio })}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {[application.vehicle, application.allyName].filter(Boolean).join(' · ')}
                </Typography>
                <TermsSummary terms={contract.terms} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('support.signature')} />
              <CardContent>
                {contract.signedOn ? (
                  <Typography variant="body2">
                    {t('support.signedBy', {
                      date: formatDate(contract.signedOn, i18n.language),
                      name: contract.signedByName ?? '—',
                      at: formatDateTime(contract.signedAt, i18n.language),
                    })}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('support.unsigned')}
                  </Typography>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('support.versions')} />
              <Table size="small" aria-label={t('support.versions')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('list.version')}</TableCell>
                    <TableCell>{t('list.status')}</TableCell>
                    <TableCell>{t('list.generatedAt')}</TableCell>
                    <TableCell>{t('support.files')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {versions.map((version) => (
                    <TableRow key={version.id} selected={version.id === viewed.id}>
                      <TableCell>v{version.version}</TableCell>
                      <TableCell>
                        <ContractStatusChip status={version.status} />
                      </TableCell>
                      <TableCell>{formatDateTime(version.generatedAt, i18n.language)}</TableCell>
                      <TableCell>
                        <Link
                          component="button"
                          onClick={() => setShown({ id: version.id, which: 'pdf' })}
                          sx={{ color: 'primary.dark' }}
                        >
                          {t('support.viewPdf')}
                        </Link>
                        {version.signedScan && (
                          <>
                            {' · '}
                            <Link
                              component="button"
                              onClick={() => setShown({ id: version.id, which: 'signedScan' })}
                              sx={{ color: 'primary.dark' }}
                            >
                              {t('support.viewScan')}
                            </Link>
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader
              title={t(viewing.which === 'pdf' ? 'support.pdfOf' : 'support.scanOf', {
                version: viewed.version,
              })}
            />
            <CardContent>
              <FileViewer
                contractId={viewed.id}
                which={viewing.which}
                fileName={
                  viewing.which === 'pdf'
                    ? `${viewed.number}-v${viewed.version}.pdf`
                    : (viewed.signedScan?.fileName ?? 'firmado')
                }
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  )
}
