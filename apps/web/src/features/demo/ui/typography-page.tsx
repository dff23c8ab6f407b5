import Typography from '@mui/material/Typography'
import type { TypographyProps } from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Example, Examples, ShowcasePage } from './showcase'

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
const texts: TypographyProps['variant'][] = [
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
]

/** /pages/typography: the theme's type scale. Sample headings are shown as paragraphs (one h1 per page). */
export function Component() {
  const { t } = useTranslation('demo')
  return (
    <ShowcasePage page="typography">
      <Examples>
        <Example title={t('ui.typography.headings')}>
          {headings.map((variant) => (
            <Typography key={variant} variant={variant} component="p" gutterBottom>
              {variant.toUpperCase()} · {t('ui.typography.sample')}
            </Typography>
          ))}
        </Example>
        <Example title={t('ui.typography.texts')}>
          {texts.map((variant) => (
            <Typography key={variant} variant={variant} component="p" sx={{ display: 'block', mb: 1.5 }}>
              {variant} · {t('ui.typography.paragraph')}
            </Typography>
          ))}
        </Example>
        <Example title={t('ui.typography.alignment')} wide>
          {(['left', 'center', 'right'] as const).map((align) => (
            <Typography key={align} align={align} gutterBottom>
              {t(`ui.typography.aligned.${align}`)}
            </Typography>
          ))}
          <Typography color="text.secondary">{t('ui.typography.secondary')}</Typography>
        </Example>
      </Examples>
    </ShowcasePage>
  )
}
