import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatsIn } from '../../../lib/format'
import { auditLines, type AuditWords } from './audit-words'

const codeSx = {
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  display: 'block',
  color: 'text.secondary',
} as const

/** The words an entry's data is written with, in the reader's language. */
export function useAuditWords(): AuditWords {
  const { t, i18n } = useTranslation('audit')
  return {
    formats: formatsIn(i18n.language),
    fieldLabel: (key) => (i18n.exists(`fields.${key}`, { ns: 'audit' }) ? t(`fields.${key}`) : undefined),
    stageName: (stage) => t(`workflow.stages.${stage}`, { ns: 'translation' }),
    yes: t('list.yes', { ns: 'translation' }),
    no: t('list.no', { ns: 'translation' }),
  }
}

/**
 * An entry's data as "label: value" lines; the stored JSON stays one click away ("Ver datos") for the
 * administrators who read the trail, since it is what the chain's hash covers.
 */
export function AuditDetails({ action, data, words }: { action: string; data: unknown; words: AuditWords }) {
  const { t } = useTranslation('audit')
  const lines = auditLines(action, data, words)
  if (lines.length === 0) return <>—</>
  return (
    <Box sx={{ maxWidth: 380 }}>
      {lines.map((line, index) => (
        <Typography key={index} variant="body2" sx={{ wordBreak: 'break-word' }}>
          {line.label && <Box component="span" sx={{ color: 'text.secondary' }}>{`${line.label}: `}</Box>}
          {line.value}
        </Typography>
      ))}
      <Box component="details" sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', typography: 'caption' } }}>
        <summary>{t('details.raw')}</summary>
        {/* JSON reads left to right in an Arabic page too. */}
        <Box component="code" dir="ltr" sx={codeSx}>
          {JSON.stringify(data, null, 1)}
        </Box>
      </Box>
    </Box>
  )
}
