import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { documentEvidence, evidenceValue, type DocumentKind } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../../lib/application-file'
import { formatMoney } from '../../../../lib/format'

/** Fields whose stored value is an option code the feature words under `options.<field>`. */
const optionFields = new Set(['sex', 'employmentType'])

/** The captured data a document must agree with (contracts `documentEvidence`), label over value. */
export function EvidenceValues({ application, kind }: { application: ApplicationFile; kind: DocumentKind }) {
  const { t } = useTranslation('applications')
  const paths = documentEvidence[kind]
  if (paths.length === 0) return null
  const show = (path: string) => {
    const value = evidenceValue(application as unknown as Record<string, unknown>, path)
    const field = path.split('.').at(-1)!
    if (value === undefined || value === null || value === '') return '—'
    if (field.endsWith('Cents') && typeof value === 'number') return formatMoney(value)
    if (optionFields.has(field)) return t(`options.${field}.${String(value)}`)
    return String(value)
  }
  return (
    <Grid container spacing={1.5}>
      {paths.map((path) => (
        <Grid key={path} size={{ xs: 12, sm: 6 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {/* product.vehicle.make is worded as fields.vehicle.make, like the info tabs. */}
            {t(`fields.${path.replace(/^product\./, '')}`)}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid={`evidence-${path}`}>
            {show(path)}
          </Typography>
        </Grid>
      ))}
    </Grid>
  )
}
