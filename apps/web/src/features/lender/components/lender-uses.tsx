import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { CONDUSEF, type LenderProfile } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'

/**
 * Where the identity and the UNE are printed (the contract's carátula, every statement), CONDUSEF's contacts
 * beside them (the same for every lender, not editable) and when the identity last changed.
 */
export function LenderUses({ profile }: { profile: LenderProfile }) {
  const { t, i18n } = useTranslation('lender')
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {t('uses.title')}
        </Typography>
        <Box component="ul" sx={{ mt: 1, mb: 2, ps: 3 }}>
          <Typography component="li" variant="body2">
            {t('uses.cover')}
          </Typography>
          <Typography component="li" variant="body2">
            {t('uses.statement')}
          </Typography>
        </Box>
        <Typography variant="subtitle1" component="h2">
          {t('condusef.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('condusef.explain')}
        </Typography>
        <Typography variant="body2">{CONDUSEF.name}</Typography>
        <Typography variant="body2">
          {/* Isolated left to right: an Arabic line would otherwise reorder the numbers' groups. */}
          {t('condusef.phones', { phones: `\u2066${CONDUSEF.phones.join(' · ')}\u2069` })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {CONDUSEF.web}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {profile.updatedAt
            ? t('uses.updatedAt', {
                when: formatDateTime(profile.updatedAt, i18n.language),
                version: profile.version,
              })
            : t('uses.standard')}
        </Typography>
      </CardContent>
    </Card>
  )
}
