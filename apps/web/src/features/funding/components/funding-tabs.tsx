import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { contractReader, rulesAllow, type AbilityRule } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useErrorText } from '../../../lib/error-text'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDate, formatMoney } from '../../../lib/format'
import { useFunding } from '../api/get-funding'

/** The application file's funding tab: funder, line and SPEI disbursement, read only (worked in /apps/fondeos). */
export const fundingTabs = ['funding'] as const
export type FundingTab = (typeof fundingTabs)[number]

/** Shown to whoever reads contrato (the API asks the same, within the row scope). */
export const visibleFundingTabs = (rules: readonly AbilityRule[]): FundingTab[] =>
  rulesAllow(rules, contractReader) ? ['funding'] : []

export function FundingPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('funding')
  const { callText } = useErrorText('funding')
  const funding = useFunding(application.folio)
  if (funding.isPending) return <LinearProgress aria-label={t('funding.loading')} />
  if (funding.isError) return <Alert severity="error">{callText(funding.error)}</Alert>
  const { assignment, disbursement, status } = funding.data
  const screen = `/apps/fondeos/solicitudes/detail/${application.folio}`
  return (
    <Stack spacing={1.5}>
      <Typography>
        <strong>{t('funding.status')}:</strong> {t(`funding.statuses.${status}`)}
      </Typography>
      {assignment ? (
        <Typography>
          {t('funding.assignedTo', {
            funder: assignment.funder.name,
            line: assignment.line.name,
            amount: formatMoney(assignment.amountCents),
          })}
        </Typography>
      ) : (
        <Typography color="text.secondary">{t('funding.none')}</Typography>
      )}
      {disbursement && (
        <Typography>
          {t('funding.disbursed', {
            // A calendar day: read at noon so no time zone moves it to the day before.
            date: formatDate(`${disbursement.disbursedOn}T12:00:00`, i18n.language),
            reference: disbursement.speiReference,
            clabe: disbursement.beneficiaryClabe,
          })}
        </Typography>
      )}
      <Link component={RouterLink} to={screen}>
        {t('funding.open')}
      </Link>
    </Stack>
  )
}
