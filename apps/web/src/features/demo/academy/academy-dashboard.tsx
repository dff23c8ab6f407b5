import Grid from '@mui/material/Grid'
import { BarChart } from '@mui/x-charts/BarChart'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useAcademyDashboard } from '../api/academy'
import { ChartCard, StatTiles } from '../components/chart-card'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { QueryState } from '../components/query-state'
import { CourseCard, useMinutesText } from './course-card'

/** /apps/academy/dashboard: my courses in progress and done, time studied and left, lessons by category. */
export function Component() {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const minutes = useMinutesText()
  const dashboard = useAcademyDashboard()
  return (
    <>
      <ScreenHeader title={t('academy.dashboard')} />
      <DemoBanner />
      <QueryState query={dashboard}>
        {(data) => (
          <>
            <StatTiles
              tiles={[
                { label: t('academy.states.in_progress'), value: format.number(data.inProgress) },
                { label: t('academy.states.completed'), value: format.number(data.completed) },
                { label: t('academy.timeDone'), value: minutes(data.minutesDone) },
                { label: t('academy.timeLeft'), value: minutes(data.minutesLeft) },
              ]}
            />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <ChartCard title={t('academy.byCategory')}>
                  <BarChart
                    height={280}
                    xAxis={[
                      {
                        scaleType: 'band',
                        data: data.byCategory.map((row) => t(`academy.categories.${row.category}`)),
                      },
                    ]}
                    series={[
                      {
                        data: data.byCategory.map((row) => row.completedLessons),
                        label: t('academy.lessonsCompleted'),
                      },
                      {
                        data: data.byCategory.map((row) => row.lessons - row.completedLessons),
                        label: t('academy.lessonsPending'),
                      },
                    ]}
                  />
                </ChartCard>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ChartCard title={t('academy.recent')}>
                  {data.recent.length === 0 ? (
                    t('academy.noneStarted')
                  ) : (
                    <Grid container spacing={2}>
                      {data.recent.slice(0, 4).map((course) => (
                        <Grid key={course.id} size={{ xs: 12, sm: 6 }}>
                          <CourseCard course={course} />
                        </Grid>
                      ))}
                    </Grid>
                  )}
                </ChartCard>
              </Grid>
            </Grid>
          </>
        )}
      </QueryState>
    </>
  )
}
