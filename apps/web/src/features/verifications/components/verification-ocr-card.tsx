import CheckCircle from '@mui/icons-material/CheckCircle'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import HelpOutline from '@mui/icons-material/HelpOutline'
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { Verification, VerificationOcrComparison, VerificationOcrOutcome } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { ocrReading, useRereadVerification } from '../api/verifications'
import { formatDateTime } from '../../../lib/format'

const outcomeLook = {
  match: { color: 'success', Icon: CheckCircle },
  mismatch: { color: 'error', Icon: ErrorOutline },
  review: { color: 'warning', Icon: HelpOutline },
  not_read: { color: 'default', Icon: RemoveCircleOutline },
} as const satisfies Record<VerificationOcrOutcome, unknown>

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } }

function OutcomeChip({ outcome }: { outcome: VerificationOcrOutcome }) {
  const { t } = useTranslation('verifications')
  const { color, Icon } = outcomeLook[outcome]
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon />}
      label={t(`verification.ocr.outcome.${outcome}`)}
    />
  )
}

function ComparisonRow({ item }: { item: VerificationOcrComparison }) {
  const { t } = useTranslation('verifications')
  const expected =
    item.field === 'proofDate' ? t('verification.ocr.notBefore', { date: item.expected }) : item.expected
  return (
    <TableRow data-field={item.field}>
      <TableCell>
        <Typography variant="body2">{t(`verification.ocr.field.${item.field}`)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`verification.ocr.source.${item.document}`)}
        </Typography>
        {/* On a phone the outcome sits under the field: four columns do not fit. */}
        <Stack sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'flex-start', mt: 0.5 }}>
          <OutcomeChip outcome={item.outcome} />
        </Stack>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{expected}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.found ?? t('verification.ocr.notFound')}</TableCell>
      <TableCell sx={wideOnly}>
        <OutcomeChip outcome={item.outcome} />
      </TableCell>
    </TableRow>
  )
}

/**
 * What OCR read on the customer's ID and proof of address, field by field against the record, beside the
 * decision: the desk sees a different CURP or an old proof before approving. Read again on demand.
 */
export function VerificationOcrCard({ verification }: { verification: Verification }) {
  const { t, i18n } = useTranslation('verifications')
  const { callText } = useErrorText('verifications')
  const reread = useRereadVerification(verification.id)
  const ocr = verification.ocr
  const reading = ocrReading(ocr)
  const count = (outcome: VerificationOcrOutcome) =>
    ocr?.comparisons.filter((item) => item.outcome === outcome).length ?? 0
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('verification.ocr.title')}
          </Typography>
          {ocr && (
            <Chip
              size="small"
              label={`${t('verification.ocr.run', { run: ocr.run })} · ${t(`verification.ocr.status.${ocr.status}`)}`}
            />
          )}
          {verification.mayDecide && ocr && !reading && (
            <Button size="small" disabled={reread.isPending} onClick={() => reread.mutate()}>
              {t('verification.ocr.reread')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {ocr ? t('verification.ocr.intro') : t('verification.ocr.none')}
        </Typography>
        {reading && (
          // A background job, not the page loading: marked so "the page has settled" checks can tell them apart.
          <LinearProgress
            data-background-job="ocr"
            aria-label={t(`verification.ocr.status.${ocr.status}`)}
            sx={{ my: 2 }}
          />
        )}
        {(ocr?.status === 'not_available' || ocr?.status === 'failed') && (
          <Alert severity={ocr.status === 'failed' ? 'error' : 'info'}>
            {t(`verification.ocr.status.${ocr.status}`)}
          </Alert>
        )}
        {ocr?.status === 'done' && (
          <>
            <Alert severity={count('mismatch') > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
              {t('verification.ocr.summary', { mismatches: count('mismatch'), reviews: count('review') })}
              {ocr.finishedAt &&
                ` · ${t('verification.ocr.finished', { date: formatDateTime(ocr.finishedAt, i18n.language) })}`}
            </Alert>
            <Table size="small" aria-label={t('verification.ocr.title')}>
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell>{t('verification.ocr.expected')}</TableCell>
                  <TableCell>{t('verification.ocr.found')}</TableCell>
                  <TableCell sx={wideOnly} />
                </TableRow>
              </TableHead>
              <TableBody>
                {ocr.comparisons.map((item) => (
                  <ComparisonRow key={item.field} item={item} />
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {reread.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {callText(reread.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  )
}
