import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { PldRisk } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Facts } from './facts'

const gradeColor = { low: 'success', medium: 'warning', high: 'error' } as const

/** The customer's risk grade and the factors that made it (docs/compliance.md, "Risk grade"). */
export function RiskCard({ risk }: { risk: PldRisk }) {
  const { t } = useTranslation('pld')
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t('risk.title')}
          </Typography>
          <Chip color={gradeColor[risk.grade]} label={t(`risk.grades.${risk.grade}`)} />
        </Stack>
        {risk.factors.length === 0 ? (
          <Typography color="text.secondary">{t('risk.none')}</Typography>
        ) : (
          <Facts
            items={risk.factors.map((factor) => [
              t(`risk.factors.${factor.factor}`),
              t('risk.points', { points: factor.points }),
            ])}
          />
        )}
      </CardContent>
    </Card>
  )
}
