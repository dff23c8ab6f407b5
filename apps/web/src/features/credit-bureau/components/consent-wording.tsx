import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/**
 * The authorisation's wording: the one a recorded consent was signed against, or the one a new consent is
 * recorded against. Legal text in Spanish as the applicant signs it, whatever the reader's language.
 */
export function ConsentWording({ version, text }: { version: string; text: string }) {
  const { t } = useTranslation('creditBureau')
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls="consent-wording">
        <Typography variant="body2">
          {/* The version isolated, so a right-to-left reading keeps "2026-01" whole. */}
          {t('analysis.bureau.consentWording', { version: `\u2066${version}\u2069` })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="consent-wording">
        <Typography variant="body2" lang="es" dir="ltr" sx={{ whiteSpace: 'pre-line', textAlign: 'start' }}>
          {text}
        </Typography>
      </AccordionDetails>
    </Accordion>
  )
}
