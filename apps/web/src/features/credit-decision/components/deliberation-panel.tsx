import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { DeliberationResume } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatMoney, formatPercent } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { useDeliberation } from '../api/get-deliberation'
import { VotesSection } from './votes-section'

/** One part of the resume: a titled box of label/value lines. */
function Part(props: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid={props.testId}
      component="section"
      aria-label={props.title}
    >
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  )
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ textAlign: 'end' }}>
        {value}
      </Typography>
    </Box>
  )
}

/** Basis points as a share of one (2500 → 0.25), none when there are none. */
const share = (bps: number | null) => (bps === null ? null : bps / 10_000)

function Resume({ resume }: { resume: DeliberationResume }) {
  const { t, i18n } = useTranslation('creditDecision')
  const k = (key: string) => t(`committee.resume.${key}`)
  const { contact, product, fieldVisit, paymentCapacity, bureau, documents } = resume
  const failed = resume.checks.filter((check) => check.status === 'failed' && !check.overridden).length
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      <Part title={k('contact')} testId="resume-contact">
        <Line label={k('applicant')} value={contact.fullName} />
        <Line label={k('phone')} value={contact.phone ?? '—'} />
        <Line label={k('email')} value={contact.email ?? '—'} />
        <Line label={k('address')} value={contact.address ?? '—'} />
        <Line label={k('ally')} value={contact.allyName ?? '—'} />
        <Line label={k('vehicle')} value={product.vehicle} />
        <Line label={k('requested')} value={formatMoney(product.requestedAmountCents)} />
      </Part>
      <Part title={k('fieldVisit')} testId="resume-visit">
        {fieldVisit ? (
          <>
            <Line label={k('verdict')} value={fieldVisit.result ?? '—'} />
            <Typography variant="body2">{fieldVisit.notes}</Typography>
          </>
        ) : (
          <Typography color="text.secondary">{k('noVisit')}</Typography>
        )}
      </Part>
      <Part title={k('paymentCapacity')} testId="resume-capacity">
        {paymentCapacity ? (
          <>
            <Line label={k('verifiedIncome')} value={formatMoney(paymentCapacity.verifiedIncomeCents)} />
            <Line label={k('freeIncome')} value={formatMoney(paymentCapacity.freeIncomeCents)} />
            <Line
              label={k('debtToIncome')}
              value={formatPercent(share(paymentCapacity.debtToIncomeBps), i18n.language)}
            />
            <Line
              label={k('maxPayment')}
              value={
                paymentCapacity.maxPaymentCents === null ? '—' : formatMoney(paymentCapacity.maxPaymentCents)
              }
            />
          </>
        ) : (
          <Typography color="text.secondary">{k('noCapacity')}</Typography>
        )}
      </Part>
      <Part title={k('resume')} testId="resume-summary">
        <Line label={k('score')} value={bureau?.score ?? '—'} />
        <Line label={k('monthlyDebt')} value={bureau ? formatMoney(bureau.monthlyPaymentsCents) : '—'} />
        <Line
          label={k('worstMop')}
          value={bureau && bureau.worstMop12 > 0 ? `MOP ${bureau.worstMop12}` : '—'}
        />
        <Line
          label={k('checks')}
          value={
            <Chip
              size="small"
              color={failed > 0 ? 'error' : 'success'}
              label={t('committee.resume.checksFailed', { count: failed, total: resume.checks.length })}
            />
          }
        />
        <Line
          label={k('documents')}
          value={t('committee.resume.documentsApproved', {
            approved: documents.approved,
            required: documents.required,
          })}
        />
      </Part>
    </Box>
  )
}

/** deliberation: the resume on one page (read-only), then the committee's votes and decision. */
export function DeliberationPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('creditDecision')
  const resume = useDeliberation(application.origin, application.id)
  return (
    <Stack spacing={3}>
      <QueryState namespace="creditDecision" query={resume} loadingLabel={t('committee.resume.loading')} />
      {resume.data && <Resume resume={resume.data} />}
      <VotesSection application={application} />
    </Stack>
  )
}
