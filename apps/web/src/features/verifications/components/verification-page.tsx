import CheckCircle from '@mui/icons-material/CheckCircle'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import UploadFile from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Verification, VerificationDocumentKind } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useChangeVerification, useVerification } from '../api/verifications'
import { VerificationDecisionForm } from './verification-decision'
import { VerificationOcrCard } from './verification-ocr-card'

const statusColors = { pending: 'warning', approved: 'success', rejected: 'error' } as const

/** One verification (a customer's identity or a seller's onboarding): checks, documents and the decision. */
export function VerificationPage({ id }: { id: number }) {
  const { t } = useTranslation('verifications')
  const verification = useVerification(id)
  if (verification.isPending) return <LinearProgress aria-label={t('verification.loading')} />
  if (verification.isError) return <Alert severity="error">{t('verification.failed')}</Alert>
  return <VerificationCase verification={verification.data} />
}

function VerificationCase({ verification }: { verification: Verification }) {
  const { t } = useTranslation('verifications')
  const { callText } = useErrorText('verifications')
  const change = useChangeVerification(verification.id)
  const upload = (documentKind: VerificationDocumentKind, file: File | undefined) =>
    file && change.mutate({ kind: 'document', documentKind, file })
  const pending = verification.status === 'pending'

  return (
    <>
      <ScreenHeader
        title={t(`verification.title.${verification.kind}`, { name: verification.subject.fullName })}
        subtitle={verification.subject.detail}
        actions={
          <Chip
            color={statusColors[verification.status]}
            variant="outlined"
            label={t(`verification.status.${verification.status}`)}
          />
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('verification.checks')}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {verification.checks.map((check) => (
                  <Stack
                    component="li"
                    key={check.id}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                  >
                    {check.passed ? (
                      <CheckCircle color="success" titleAccess={t('verification.passed')} />
                    ) : (
                      <ErrorOutline color="error" titleAccess={t('verification.failedCheck')} />
                    )}
                    <Typography>
                      {t(`verification.check.${check.id}`)}: <strong>{check.value}</strong>
                      {check.problem && ` (${t(`verification.problem.${check.problem}`)})`}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('verification.documents')}
              </Typography>
              <Stack spacing={1.5}>
                {verification.requiredDocuments.map((kind) => {
                  const uploaded = verification.documents.filter((doc) => doc.kind === kind)
                  return (
                    <Stack
                      key={kind}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      {uploaded.length > 0 ? (
                        <CheckCircle color="success" />
                      ) : (
                        <ErrorOutline color="warning" />
                      )}
                      <Typography sx={{ flex: 1, minWidth: 160 }}>
                        {t(`verification.document.${kind}`)}
                        {uploaded.length > 0 && (
                          <Typography
                            component="span"
                            variant="caption"
                            color="text.secondary"
                            sx={{ mx: 1 }}
                          >
                            {uploaded.at(-1)!.fileName}
                          </Typography>
                        )}
                      </Typography>
                      {pending && verification.mayDecide && (
                        <Button size="small" component="label" startIcon={<UploadFile />}>
                          {t('verification.upload', { document: t(`verification.document.${kind}`) })}
                          <input
                            hidden
                            type="file"
                            accept="application/pdf,image/jpeg,image/png,image/webp"
                            onChange={(event) => upload(kind, event.target.files?.[0])}
                          />
                        </Button>
                      )}
                    </Stack>
                  )
                })}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        {verification.kind === 'customer' && (
          <Grid size={{ xs: 12, lg: 7 }}>
            <VerificationOcrCard verification={verification} />
          </Grid>
        )}
        <Grid size={verification.kind === 'customer' ? { xs: 12, lg: 5 } : 12}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('verification.decision')}
              </Typography>
              {!pending && (
                <Alert severity={verification.status === 'approved' ? 'success' : 'error'}>
                  {t(`verification.decided.${verification.status}`, {
                    by: verification.decidedBy?.fullName ?? '',
                  })}
                  {verification.reason && ` ${verification.reason}`}
                </Alert>
              )}
              {pending && verification.mayDecide && (
                <Stack spacing={2}>
                  {verification.blockers.length > 0 && (
                    <Alert severity="info">
                      {t('verification.blocked')}{' '}
                      {verification.blockers
                        .map((blocker) => {
                          const [type, name] = blocker.split(':')
                          return t(
                            type === 'document'
                              ? `verification.document.${name}`
                              : `verification.check.${name}`,
                          )
                        })
                        .join(', ')}
                    </Alert>
                  )}
                  <VerificationDecisionForm
                    verification={verification}
                    decide={(decision) => change.mutateAsync({ kind: 'decision', ...decision })}
                    busy={change.isPending}
                  />
                </Stack>
              )}
              {change.isError && change.variables?.kind === 'document' && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {callText(change.error)}
                </Alert>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  )
}
