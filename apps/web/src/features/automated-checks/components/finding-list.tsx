import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CheckFinding } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** Where a coded figure finds its words: problems, check names, statuses. */
const wordsOf: Record<string, string> = { code: 'problems', check: 'checkNames', status: 'statuses' }

const mark = { pass: '✓', fail: '✗', review: '!', info: '·' } as const
const tone = {
  pass: 'success.main',
  fail: 'error.main',
  review: 'warning.main',
  info: 'text.secondary',
} as const

/** A finding's figures for its sentence: centavos as money, the OCR text apart (shown below, folded). */
function valuesOf(detail: CheckFinding['detail'], word: (key: string, value: string) => string) {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(detail)) {
    if (key === 'text') continue
    if (key === 'code') values[key] = value ? ` — ${word(key, String(value))}` : ''
    else if ((key === 'check' || key === 'status') && typeof value === 'string')
      values[key] = word(key, value)
    else
      values[key] =
        value === null
          ? '—'
          : typeof value === 'number' && key.endsWith('Cents')
            ? formatMoney(value)
            : String(value)
  }
  return values
}

/** The rules a check applied, each with its outcome and figures (words from `analysis.rules.<rule>`). */
export function FindingList({ findings }: { findings: CheckFinding[] }) {
  const { t } = useTranslation('automatedChecks')
  if (findings.length === 0) return null
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {findings.map((item, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
          <Box
            component="span"
            aria-label={t(`analysis.outcomes.${item.outcome}`)}
            sx={{ color: tone[item.outcome], fontWeight: 700, width: 16 }}
          >
            {mark[item.outcome]}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t(`analysis.rules.${item.rule}`, {
                ...valuesOf(item.detail, (key, value) =>
                  t(`analysis.${wordsOf[key]}.${value}`, { defaultValue: value }),
                ),
                defaultValue: item.rule,
              })}
            </Typography>
            {typeof item.detail.text === 'string' && item.detail.text && (
              <Box component="details" sx={{ mt: 0.5 }}>
                <Box component="summary" sx={{ cursor: 'pointer', typography: 'caption' }}>
                  {t('analysis.checks.ocrText')}
                </Box>
                <Typography
                  component="pre"
                  variant="caption"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
                >
                  {item.detail.text}
                </Typography>
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
