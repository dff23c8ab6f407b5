import type { CourseSummary } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useDemoFormat } from '../components/format'

export const courseDetailsPath = (id: number) => `/apps/academy/course-details/${id}`

/** Minutes as "1 h 23 min" in the reader's language. */
export function useMinutesText() {
  const { t } = useTranslation('demo')
  return (minutes: number) =>
    minutes >= 60
      ? t('academy.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('academy.minutes', { minutes })
}

/** A course as a card: category, title (the link), instructor, length and the reader's progress. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const minutes = useMinutesText()
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`academy.categories.${course.category}`)} />
          <Chip size="small" variant="outlined" label={t(`academy.levels.${course.level}`)} />
        </Box>
        <Link component={RouterLink} to={courseDetailsPath(course.id)} variant="h6" color="text.primary">
          {course.title}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {course.instructor} · {minutes(course.minutes)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={course.progress}
          aria-label={t('academy.progressOf', { title: course.title })}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('academy.lessonsDone', {
            done: format.number(course.completedLessons),
            total: format.number(course.lessons),
            percent: format.number(course.progress),
          })}
        </Typography>
      </CardContent>
    </Card>
  )
}
