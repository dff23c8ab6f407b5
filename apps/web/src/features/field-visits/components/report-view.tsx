import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { VisitDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

type Report = NonNullable<VisitDetail['report']>

/** The agent's report, read-only, as term and description pairs. */
export function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation('fieldVisits')
  const word = (group: string, value: string) => t(`fieldVisit.words.${group}.${value}`)
  const rows: Array<[string, string]> = [
    [
      'addressConfirmed',
      t(report.addressConfirmed ? 'fieldVisit.yes' : 'fieldVisit.no') +
        (report.addressNotes ? ` · ${report.addressNotes}` : ''),
    ],
    [
      'dwelling',
      `${word('dwellingTypes', report.dwellingType)} · ${word('ownerships', report.dwellingOwnership)} · ${t('fieldVisit.years', { count: report.yearsAtAddress })}`,
    ],
    [
      'neighbourhood',
      `${word('levels', report.neighbourhoodLevel)}${report.neighbourhood ? ` · ${report.neighbourhood}` : ''}`,
    ],
    [
      'peopleMet',
      report.peopleMet.map((person) => `${person.name} (${person.relationship})`).join('; ') || '—',
    ],
    [
      'referencesVerified',
      report.referencesVerified
        .map(
          (reference) =>
            `${reference.name}: ${t(reference.confirmed ? 'fieldVisit.yes' : 'fieldVisit.no')}${reference.notes ? ` · ${reference.notes}` : ''}`,
        )
        .join('; ') || '—',
    ],
    [
      'incomeEvidence',
      report.incomeEvidence.map((kind) => word('evidence', kind)).join(', ') +
        (report.incomeNotes ? ` · ${report.incomeNotes}` : ''),
    ],
    ['verdict', `${word('verdicts', report.verdict)}${report.notes ? ` · ${report.notes}` : ''}`],
  ]
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([term, description]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t(`fieldVisit.report.${term}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {description}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
