import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { fillVariables, type TemplateInput } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/** How the customer's phone will show the template, with the examples in place of the variables. */
export function TemplatePreview({ template }: { template: TemplateInput }) {
  const { t } = useTranslation('messaging')
  const buttons = template.buttons ?? []
  return (
    <Box
      aria-label={t('preview')}
      role="figure"
      sx={{
        width: 300,
        maxWidth: '100%',
        mx: 'auto',
        p: 1.5,
        pt: 4,
        pb: 4,
        borderRadius: 6,
        border: 8,
        borderColor: 'grey.800',
        bgcolor: '#e5ddd5',
      }}
    >
      <Paper sx={{ p: 1.5, borderRadius: 2, bgcolor: '#ffffff', color: '#111b21' }} elevation={1}>
        {template.headerFormat === 'text' && template.headerText && (
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {template.headerText}
          </Typography>
        )}
        {(template.headerFormat === 'image' || template.headerFormat === 'document') && (
          <Box
            sx={{
              height: 90,
              bgcolor: '#d1d7db',
              borderRadius: 1,
              mb: 1,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Typography variant="caption">{t(`headerFormat.${template.headerFormat}`)}</Typography>
          </Box>
        )}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {fillVariables(template.body || '…', template.examples ?? [])}
        </Typography>
        {template.footer && (
          <Typography variant="caption" sx={{ color: '#667781', display: 'block', mt: 0.5 }}>
            {template.footer}
          </Typography>
        )}
        {buttons.length > 0 && <Divider sx={{ my: 1 }} />}
        {buttons.map((button, index) => (
          <Typography key={index} variant="body2" sx={{ color: '#027eb5', textAlign: 'center', py: 0.5 }}>
            {button.text || '…'}
          </Typography>
        ))}
      </Paper>
    </Box>
  )
}
