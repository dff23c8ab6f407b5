import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { PldAlertDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format'
import { Facts } from './facts'

/**
 * Why the alert matched: the two names as screening compared them (normalised: upper case, no accents, words
 * sorted), the typos, how the date of birth, RFC and CURP compared, and the score (docs/compliance.md).
 */
export function MatchCard({ alert }: { alert: PldAlertDetail }) {
  const { t, i18n } = useTranslation('pld')
  const { match } = alert
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('detail.why')}
        </Typography>
        <Facts
          items={[
            [t('detail.score'), String(alert.score)],
            [t('detail.subjectNormalized'), match.subjectNormalized],
            [t('detail.listedNormalized'), match.listedNormalized],
            [t('detail.coverage'), t(`coverage.${match.coverage}`)],
            [t('detail.typos'), String(match.typos)],
            [t('detail.birthDate'), t(`checks.${match.birthDate}`)],
            [t('detail.rfc'), t(`checks.${match.rfc}`)],
            [t('detail.curp'), t(`checks.${match.curp}`)],
          ]}
        />
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 2 }}>
          {t('detail.listed')}
        </Typography>
        <Facts
          items={[
            [t('detail.list'), t(`lists.${alert.list}`)],
            [t('detail.listedName'), match.listedName],
            [t('detail.externalId'), alert.listedExternalId],
            [t('detail.listedDetail'), alert.listedDetail || '—'],
            [t('detail.publishedOn'), formatDate(alert.listPublishedOn, i18n.language)],
          ]}
        />
      </CardContent>
    </Card>
  )
}
