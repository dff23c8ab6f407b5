import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { manageAll, rulesAllow } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import { useLenderProfile } from '../api/get-lender-profile'
import { LenderForm } from '../components/lender-form'
import { LenderUses } from '../components/lender-uses'

/**
 * /apps/lender-profile (administrators, as the API's PUT): the lender's razón social, RFC, domicile and its
 * UNE, as every carátula and statement prints them (issue 33; LPDUSF art. 50 Bis).
 */
export function Component() {
  const { t } = useTranslation('lender')
  const { callText } = useErrorText('lender')
  const { rules } = useSession()
  const profile = useLenderProfile()
  const [saved, setSaved] = useState(false)
  return (
    <>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      {profile.isPending && <LinearProgress aria-label={t('loading')} />}
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setSaved(false)}>
          {t('form.saved')}
        </Alert>
      )}
      {profile.isError && <Alert severity="error">{callText(profile.error)}</Alert>}
      {profile.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          {/* A new version (after a save or a reload) is a new form with its values. */}
          <LenderForm
            key={profile.data.version}
            profile={profile.data}
            editable={rulesAllow(rules, manageAll)}
            onReload={() => void profile.refetch()}
            onSaved={() => setSaved(true)}
          />
          <LenderUses profile={profile.data} />
        </Box>
      )}
    </>
  )
}
