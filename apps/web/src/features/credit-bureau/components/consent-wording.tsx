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
        <Typography variant="body2">{t('analysis.bureau.consentWording', { version })}</Typography>
      </AccordionSummary>
      <AccordionDetails id="consent-wording">
        <Typography variant="body2" lang="es" sx={{ whiteSpace: 'pre-line' }}>
          {text}
        </Typography>
      </AccordionDetails>
    </Accordion>
  )
}
