import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { CourseDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useCourse, useCourses, useMarkLesson } from '../api/academy'
import { DemoBanner } from '../components/demo-banner'
import { QueryState } from '../components/query-state'
import { courseDetailsPath, useMinutesText } from './course-card'
import { coursePoster } from './course-poster'

function Lessons({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('demo')
  const { callText } = useErrorText('demo')
  const minutes = useMinutesText()
  const mark = useMarkLesson(course.id)
  const sections = [...new Set(course.lessonList.map((lesson) => lesson.section))]
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('academy.content')}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={course.progress}
          sx={{ my: 1 }}
          aria-label={t('academy.progressOf', { title: course.title })}
        />
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('academy.lessonsDone', {
            done: course.completedLessons,
            total: course.lessons,
            percent: course.progress,
          })}
        </Typography>
        {mark.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {callText(mark.error)}
          </Alert>
        )}
        {sections.map((section) => (
          <Box key={section} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              {section}
            </Typography>
            {course.lessonList
              .filter((lesson) => lesson.section === section)
              .map((lesson) => (
                <FormControlLabel
                  key={lesson.id}
                  sx={{ display: 'flex' }}
                  control={
                    <Checkbox
                      checked={lesson.done}
                      disabled={mark.isPending}
                      onChange={(event) => mark.mutate({ lessonId: lesson.id, done: event.target.checked })}
                    />
                  }
                  label={`${lesson.position}. ${lesson.title} · ${minutes(lesson.minutes)}`}
                />
              ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  )
}

function CourseView({ id }: { id: string }) {
  const { t } = useTranslation('demo')
  const minutes = useMinutesText()
  const course = useCourse(id)
  return (
    <QueryState query={course}>
      {(data) => (
        <>
          <ScreenHeader title={data.title} />
          <DemoBanner />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Card>
                <Box
                  component="video"
                  controls
                  preload="none"
                  poster={coursePoster(data.category, data.title)}
                  aria-label={t('academy.video', { title: data.title })}
                  sx={{ width: '100%', display: 'block', aspectRatio: '16 / 9', bgcolor: 'common.black' }}
                />
                <CardContent>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {t('academy.videoNote')}
                  </Typography>
                  <Typography variant="h6" component="h2">
                    {t('academy.about')}
                  </Typography>
                  <Typography sx={{ mb: 2 }}>{data.description}</Typography>
                  <Typography variant="body2">
                    {t('academy.by', { instructor: data.instructor })} · {t(`academy.levels.${data.level}`)} ·{' '}
                    {t(`academy.categories.${data.category}`)} · {minutes(data.minutes)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Lessons course={data} />
            </Grid>
          </Grid>
        </>
      )}
    </QueryState>
  )
}

/** Without an id, the course to continue: the first in progress, else the first course. */
function FirstCourse() {
  const { t } = useTranslation('demo')
  const going = useCourses({ status: 'in_progress', itemsPerPage: 1, sortBy: 'title', orderBy: 'asc' })
  const any = useCourses({ itemsPerPage: 1, sortBy: 'title', orderBy: 'asc' })
  const target = going.data?.courses[0] ?? (going.data ? any.data?.courses[0] : undefined)
  if (target) return <Navigate to={courseDetailsPath(target.id)} replace />
  if (going.data && any.data) return <Alert severity="info">{t('academy.none')}</Alert>
  return <QueryState query={any}>{() => null}</QueryState>
}

/** /apps/academy/course-details[/:id]: the lesson video, the course and its lessons, each marked done or not. */
export function Component() {
  const { id } = useParams()
  return id ? <CourseView id={id} /> : <FirstCourse />
}
