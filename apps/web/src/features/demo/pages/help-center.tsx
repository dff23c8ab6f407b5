import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { articleSlug, type HelpArticleCard } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useHelpCenter } from '../api/pages'
import { DemoBanner } from '../components/demo-banner'
import { QueryState } from '../components/query-state'

export const articlePath = (slug: string) => `/front-pages/help-center/article/${slug}`

function ArticleCards({ title, articles }: { title: string; articles: HelpArticleCard[] }) {
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={3}>
        {articles.map((article) => (
          <Grid key={article.slug} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={articlePath(article.slug)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {article.title}
                  </Typography>
                  <Typography color="text.secondary">{article.subtitle}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  )
}

/** /front-pages/help-center: popular articles, every group's articles and "keep learning". */
export function Component() {
  const { t } = useTranslation('demo')
  const help = useHelpCenter()
  return (
    <>
      <ScreenHeader title={t('help.title')} subtitle={t('help.subtitle')} />
      <DemoBanner />
      <QueryState query={help}>
        {(data) => (
          <>
            <ArticleCards title={t('help.popular')} articles={data.popularArticles} />
            <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
              {t('help.all')}
            </Typography>
            <Grid container spacing={3}>
              {data.allArticles.map((group) => (
                <Grid key={group.title} size={{ xs: 12, md: 4 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h3" gutterBottom>
                        {group.title}
                      </Typography>
                      <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
                        {group.titles.map((title) => (
                          <li key={title}>
                            <Link component={RouterLink} to={articlePath(articleSlug(title))}>
                              {title}
                            </Link>
                          </li>
                        ))}
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
            <ArticleCards title={t('help.keepLearning')} articles={data.keepLearning} />
          </>
        )}
      </QueryState>
    </>
  )
}
