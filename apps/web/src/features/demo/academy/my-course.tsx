import { courseProgressStates } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useCourses } from '../api/academy'
import { DemoBanner } from '../components/demo-banner'
import { QueryState } from '../components/query-state'
import { CourseCard } from './course-card'

const PAGE_SIZE = 6

/** /apps/academy/my-course: my courses as cards, searched and filtered by state through the URL. */
export function Component() {
  const { t } = useTranslation('demo')
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const status = params.get('status') ?? 'all'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const courses = useCourses({ q, status, page, itemsPerPage: PAGE_SIZE, sortBy: 'title', orderBy: 'asc' })
  const change = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value && value !== 'all') next.set(key, value)
        else next.delete(key)
        if (key !== 'page') next.delete('page')
        return next
      },
      { replace: true },
    )

  return (
    <>
      <ScreenHeader title={t('academy.myCourses')} />
      <DemoBanner />
      <Box sx={{ display: 'flex', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <TextField
          type="search"
          size="small"
          label={t('academy.search')}
          value={q}
          onChange={(event) => change('q', event.target.value)}
        />
        <TextField
          select
          size="small"
          label={t('academy.state')}
          value={status}
          onChange={(event) => change('status', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {['all', ...courseProgressStates].map((state) => (
            <MenuItem key={state} value={state}>
              {t(`academy.states.${state}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <QueryState query={courses}>
        {(data) =>
          data.total === 0 ? (
            <Typography>{t('academy.none')}</Typography>
          ) : (
            <>
              <Grid container spacing={3}>
                {data.courses.map((course) => (
                  <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <CourseCard course={course} />
                  </Grid>
                ))}
              </Grid>
              {data.total > PAGE_SIZE && (
                <Pagination
                  sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                  count={Math.ceil(data.total / PAGE_SIZE)}
                  page={page}
                  onChange={(_, value) => change('page', String(value))}
                  getItemAriaLabel={(type, item) =>
                    type === 'page' ? t('academy.page', { page: item }) : t(`academy.pager.${type}`)
                  }
                />
              )}
            </>
          )
        }
      </QueryState>
    </>
  )
}
