import ArrowBack from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useHelpArticle } from '../api/pages'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { QueryState } from '../components/query-state'

/** /front-pages/help-center/article/:title: one article, opened by its title's slug. */
export function Component() {
  const { t } = useTranslation('demo')
  const { title = '' } = useParams()
  const article = useHelpArticle(title)
  const format = useDemoFormat()
  return (
    <>
      <ScreenHeader
        title={article.data?.title ?? t('help.article')}
        actions={
          <Button component={RouterLink} to="/front-pages/help-center" startIcon={<ArrowBack />}>
            {t('help.back')}
          </Button>
        }
      />
      <DemoBanner />
      <QueryState query={article}>
        {(data) => (
          <Card>
            <CardContent>
              <Typography color="text.secondary" gutterBottom>
                {t('help.lastUpdated', { date: format.day(data.lastUpdated) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{data.productContent}</Typography>
              <Typography variant="h6" component="h2">
                {t('help.steps')}
              </Typography>
              <ol>
                {data.articleList.map((line) => (
                  <li key={line}>
                    <Typography>{line}</Typography>
                  </li>
                ))}
              </ol>
              <Typography>{data.checkoutContent}</Typography>
            </CardContent>
          </Card>
        )}
      </QueryState>
    </>
  )
}
