import ExpandMore from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { SearchField } from '../../../components/search-field'
import { useFaq } from '../api/pages'
import { DemoBanner } from '../components/demo-banner'
import { QueryState } from '../components/query-state'

/** /pages/faq: the question groups; the search (kept in the URL) filters questions on the server. */
export function Component() {
  const { t } = useTranslation('demo')
  const [searchParams, setSearchParams] = useSearchParams()
  const q = searchParams.get('q') ?? ''
  const faq = useFaq(q)
  return (
    <>
      <ScreenHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <DemoBanner />
      <Box sx={{ maxWidth: 480, mb: 3 }}>
        <SearchField
          value={q}
          onChange={(value) => setSearchParams(value ? { q: value } : {}, { replace: true })}
          label={t('faq.search')}
        />
      </Box>
      <QueryState query={faq}>
        {(groups) =>
          groups.length === 0 ? (
            <Alert severity="info">{t('faq.empty')}</Alert>
          ) : (
            <Stack spacing={4}>
              {groups.map((group) => (
                <Box component="section" key={group.faqTitle}>
                  <Typography variant="h6" component="h2">
                    {group.faqTitle}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                    {group.faqSubtitle}
                  </Typography>
                  {group.faqs.map((item) => (
                    <Accordion key={item.question} disableGutters>
                      <AccordionSummary expandIcon={<ExpandMore />}>
                        <Typography component="h3" variant="subtitle1">
                          {item.question}
                        </Typography>
                      </AccordionSummary>
                      <AccordionDetails>
                        <Typography>{item.answer}</Typography>
                      </AccordionDetails>
                    </Accordion>
                  ))}
                </Box>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </>
  )
}
