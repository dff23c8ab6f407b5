import GppGood from '@mui/icons-material/GppGood'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useCreateAuditCheckpoint } from '../api/create-checkpoint'
import { useVerifyAuditChain } from '../api/verify-audit-chain'

const hashSx = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } as const

/** Verify the hash chain on demand and pin its head with a signed checkpoint; shows what verification found. */
export function ChainVerification() {
  const { t } = useTranslation('audit')
  const { callText } = useErrorText('audit')
  const verification = useVerifyAuditChain()
  const checkpoint = useCreateAuditCheckpoint()
  const result = verification.data
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {t('chain.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('chain.explain')}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            disabled={checkpoint.isPending}
            onClick={() => checkpoint.mutate(undefined, { onSuccess: () => verification.reset() })}
          >
            {t('chain.checkpoint')}
          </Button>
          <Button
            variant="contained"
            startIcon={<GppGood />}
            disabled={verification.isPending}
            onClick={() => verification.mutate()}
          >
            {verification.isPending ? t('chain.verifying') : t('chain.verify')}
          </Button>
        </Stack>
        {checkpoint.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('chain.checkpointDone')}
          </Alert>
        )}
        {(verification.error || checkpoint.error) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {callText(verification.error ?? checkpoint.error)}
          </Alert>
        )}
        {result && (
          <Alert severity={result.intact ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            <AlertTitle>
              {result.intact
                ? t('chain.intact', { events: result.eventsChecked, checkpoints: result.checkpointsChecked })
                : t('chain.broken', { problems: result.problems.length })}
            </AlertTitle>
            {result.head && (
              <Typography variant="body2">
                {t('chain.head', { sequence: result.head.sequence })}{' '}
                <Box component="span" sx={hashSx}>
                  {result.head.hash}
                </Box>
              </Typography>
            )}
            {result.problems.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, ps: 3 }}>
                {result.problems.map((problem) => (
                  <li key={`${problem.kind}-${problem.sequence}`}>
                    {t(`problem.${problem.kind}`, { sequence: problem.sequence })}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  )
}
