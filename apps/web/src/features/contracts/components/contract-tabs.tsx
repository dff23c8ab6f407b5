import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  contractReader,
  mayWorkContracts,
  rulesAllow,
  type AbilityRule,
  type Contract,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useErrorText } from '../../../lib/error-text'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDate, formatMoney, formatPercent } from '../../../lib/format'
import { useGenerateContract } from '../api/contract-mutations'
import { useApplicationContract } from '../api/get-application-contract'
import { SignContractForm } from './sign-contract-form'

/** The application file's contract tab (issue 15): generate from the authorised terms, sign, versions. */
export const contractTabs = ['contract'] as const
export type ContractTab = (typeof contractTabs)[number]

/** Shown to whoever reads contracts (read contrato), as the API asks. */
export const visibleContractTabs = (rules: readonly AbilityRule[]): ContractTab[] =>
  rulesAllow(rules, contractReader) ? ['contract'] : []

const supportView = (contract: Contract) => `/apps/support/contract/${contract.id}`

export function ContractPanel(props: { application: ApplicationFile; rules: readonly AbilityRule[] }) {
  const { application } = props
  const { t, i18n } = useTranslation('contracts')
  const { callText } = useErrorText('contracts')
  const file = useApplicationContract(application.origin, application.id)
  const generate = useGenerateContract()
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null)
  if (file.isPending) return <LinearProgress aria-label={t('contract.loading')} />
  if (file.isError) return <Alert severity="error">{callText(file.error)}</Alert>
  const { current, versions, termsAuthorised, upToDate } = file.data
  const working = mayWorkContracts(props.rules) && application.stage === 'contrato'
  const day = (date: string) => formatDate(`${date.slice(0, 10)}T12:00:00`, i18n.language)
  const onGenerate = async () => {
    setNotice(null)
    try {
      const answer = await generate.mutateAsync({ origin: application.origin, id: application.id })
      await file.refetch()
      setNotice({
        severity: answer.created ? 'success' : 'info',
        text: t(answer.created ? 'contract.generated' : 'contract.unchanged', {
          version: answer.contract.version,
        }),
      })
    } catch (failure) {
      setNotice({ severity: 'error', text: callText(failure) })
    }
  }
  return (
    <Stack spacing={2}>
      {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
      {!termsAuthorised && <Alert severity="info">{t('contract.noTerms')}</Alert>}
      {current === null ? (
        <Typography color="text.secondary">{t('contract.draft')}</Typography>
      ) : (
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3">
              {t('contract.numberVersion', { number: current.number, version: current.version })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`contract.statuses.${current.status}`)}
              sx={{ color: 'text.primary' }}
            />
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('contract.figures', {
              cat: formatPercent(current.terms.catPct / 100, i18n.language, 1),
              payment: formatMoney(current.terms.paymentWithIvaCents),
              payments: current.terms.termMonths,
              total: formatMoney(current.terms.totalPaidCents),
            })}
          </Typography>
          {current.signedOn && (
            <Typography variant="body2" color="text.secondary">
              {t('contract.signedOn', { date: day(current.signedOn) })}
            </Typography>
          )}
          <Link component={RouterLink} to={supportView(current)} sx={{ color: 'primary.dark' }}>
            {t('contract.open')}
          </Link>
        </Box>
      )}
      {current && !upToDate && termsAuthorised && (
        <Alert severity="warning">{t('contract.termsChanged')}</Alert>
      )}
      {working && termsAuthorised && (current === null || !upToDate) && (
        <Box>
          <Button variant="contained" onClick={() => void onGenerate()} disabled={generate.isPending}>
            {t(current ? 'contract.regenerate' : 'contract.generate')}
          </Button>
        </Box>
      )}
      {working && current?.status === 'generated' && upToDate && (
        <SignContractForm
          origin={application.origin}
          id={application.id}
          contract={current}
          onSigned={() => setNotice({ severity: 'success', text: t('contract.sign.done') })}
        />
      )}
      {versions.length > 1 && (
        <Box component="section" aria-label={t('contract.versions')}>
          <Typography variant="subtitle2" component="h3">
            {t('contract.versions')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {versions.map((version) => (
              <li key={version.id}>
                <Link component={RouterLink} to={supportView(version)} sx={{ color: 'primary.dark' }}>
                  {t('contract.versionLine', {
                    version: version.version,
                    status: t(`contract.statuses.${version.status}`),
                    date: formatDate(version.generatedAt, i18n.language),
                  })}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  )
}
