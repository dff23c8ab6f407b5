import { and, asc, eq, sql } from 'drizzle-orm'
import type {
  AcademyDashboard,
  CourseDetail,
  CourseListQuery,
  CourseListResponse,
  CourseProgressState,
  CourseSummary,
} from '@mesa/contracts'
import { courseCategories } from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { demoCourses, demoLessonProgress, demoLessons } from '../academy.schema'
import { pageWindow } from '../../../lib/paging'
import { containsPattern, foldForSort, sortableText } from '../../../lib/sql-text'

const stateOf = (done: number, lessons: number): CourseProgressState =>
  done === 0 ? 'not_started' : done >= lessons ? 'completed' : 'in_progress'

/** q found in the title or the instructor, case and accents folded on both sides. */
function matches(q: string) {
  const pattern = foldForSort(containsPattern(q))
  return sql`(${sortableText(demoCourses.title)} LIKE ${pattern} OR ${sortableText(demoCourses.instructor)} LIKE ${pattern})`
}

/** Every course with the user's progress, aggregated in one query (the catalogue is tens of courses). */
async function coursesFor(db: Executor, userId: number, q?: string) {
  const rows = await db
    .select({
      id: demoCourses.id,
      slug: demoCourses.slug,
      title: demoCourses.title,
      category: demoCourses.category,
      level: demoCourses.level,
      instructor: demoCourses.instructor,
      lessons: sql<number>`count(${demoLessons.id})::int`,
      minutes: sql<number>`coalesce(sum(${demoLessons.minutes}), 0)::int`,
      completedLessons: sql<number>`count(${demoLessonProgress.lessonId})::int`,
      lastStudiedAt: sql<string | null>`max(${demoLessonProgress.doneAt})`,
    })
    .from(demoCourses)
    .leftJoin(demoLessons, eq(demoLessons.courseId, demoCourses.id))
    .leftJoin(
      demoLessonProgress,
      and(eq(demoLessonProgress.lessonId, demoLessons.id), eq(demoLessonProgress.userId, userId)),
    )
    .where(q ? matches(q) : undefined)
    .groupBy(demoCourses.id)
    .orderBy(asc(demoCourses.id))
  return rows.map((row) => ({
    summary: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      level: row.level,
      instructor: row.instructor,
      minutes: row.minutes,
      lessons: row.lessons,
      completedLessons: row.completedLessons,
      progress: row.lessons === 0 ? 0 : Math.floor((row.completedLessons * 100) / row.lessons),
      state: stateOf(row.completedLessons, row.lessons),
    } satisfies CourseSummary,
    lastStudiedAt: row.lastStudiedAt ? new Date(row.lastStudiedAt).toISOString() : null,
  }))
}

const sorters: Record<
  NonNullable<CourseListQuery['sortBy']>,
  (a: CourseSummary, b: CourseSummary) => number
> = {
  // Folded like the SQL lists' text sorts (lib/sql-text), compared by code point.
  title: (a, b) => {
    const [x, y] = [foldForSort(a.title), foldForSort(b.title)]
    return x < y ? -1 : x > y ? 1 : 0
  },
  progress: (a, b) => a.progress - b.progress,
  minutes: (a, b) => a.minutes - b.minutes,
}

/** My courses: q over title and instructor, a progress state, sorted (title folds case and accents), paged. */
export async function listCourses(
  db: Executor,
  userId: number,
  query: CourseListQuery,
): Promise<CourseListResponse> {
  const matching = (await coursesFor(db, userId, query.q))
    .map((course) => course.summary)
    .filter((course) => !query.status || course.state === query.status)
  if (query.sortBy) {
    const sign = query.orderBy === 'desc' ? -1 : 1
    const compare = sorters[query.sortBy]
    matching.sort((a, b) => sign * (compare(a, b) || a.id - b.id))
  }
  const { limit, offset } = pageWindow(query)
  return { courses: matching.slice(offset, offset + limit), total: matching.length }
}

/** One course with its lessons and the user's marks; null when unknown. */
export async function courseDetail(db: Executor, userId: number, id: number): Promise<CourseDetail | null> {
  const [course] = await db.select().from(demoCourses).where(eq(demoCourses.id, id))
  if (!course) return null
  const lessons = await db
    .select({
      id: demoLessons.id,
      position: demoLessons.position,
      section: demoLessons.section,
      title: demoLessons.title,
      minutes: demoLessons.minutes,
      doneAt: demoLessonProgress.doneAt,
    })
    .from(demoLessons)
    .leftJoin(
      demoLessonProgress,
      and(eq(demoLessonProgress.lessonId, demoLessons.id), eq(demoLessonProgress.userId, userId)),
    )
    .where(eq(demoLessons.courseId, id))
    .orderBy(asc(demoLessons.position))
  const done = lessons.filter((lesson) => lesson.doneAt).length
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    category: course.category,
    level: course.level,
    instructor: course.instructor,
    description: course.description,
    minutes: lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
    lessons: lessons.length,
    completedLessons: done,
    progress: lessons.length === 0 ? 0 : Math.floor((done * 100) / lessons.length),
    state: stateOf(done, lessons.length),
    lessonList: lessons.map((lesson) => ({
      id: lesson.id,
      position: lesson.position,
      section: lesson.section,
      title: lesson.title,
      minutes: lesson.minutes,
      done: Boolean(lesson.doneAt),
      doneAt: lesson.doneAt ? lesson.doneAt.toISOString() : null,
    })),
  }
}

/**
 * Marks a lesson of the course done or not done for the user; repeating a mark changes nothing (the first
 * doneAt stays). False when the lesson is not one of the course's.
 */
export async function markLesson(
  db: Executor,
  userId: number,
  courseId: number,
  lessonId: number,
  done: boolean,
): Promise<boolean> {
  const [lesson] = await db
    .select({ id: demoLessons.id })
    .from(demoLessons)
    .where(and(eq(demoLessons.id, lessonId), eq(demoLessons.courseId, courseId)))
  if (!lesson) return false
  if (done) await db.insert(demoLessonProgress).values({ userId, lessonId }).onConflictDoNothing()
  else
    await db
      .delete(demoLessonProgress)
      .where(and(eq(demoLessonProgress.userId, userId), eq(demoLessonProgress.lessonId, lessonId)))
  return true
}

/** The dashboard's figures from the same aggregation as the list. */
export async function academyDashboard(db: Executor, userId: number): Promise<AcademyDashboard> {
  const all = await coursesFor(db, userId)
  const courses = all.map((course) => course.summary)
  // Minutes of the lessons the user marked done, across every course.
  const [done] = await db
    .select({ minutes: sql<number>`coalesce(sum(${demoLessons.minutes}), 0)::int` })
    .from(demoLessons)
    .innerJoin(
      demoLessonProgress,
      and(eq(demoLessonProgress.lessonId, demoLessons.id), eq(demoLessonProgress.userId, userId)),
    )
  const minutesDone = done!.minutes
  const minutesTotal = courses.reduce((sum, course) => sum + course.minutes, 0)
  return {
    courses: courses.length,
    inProgress: courses.filter((course) => course.state === 'in_progress').length,
    completed: courses.filter((course) => course.state === 'completed').length,
    minutesDone,
    minutesLeft: minutesTotal - minutesDone,
    byCategory: courseCategories.map((category) => {
      const inCategory = courses.filter((course) => course.category === category)
      return {
        category,
        lessons: inCategory.reduce((sum, course) => sum + course.lessons, 0),
        completedLessons: inCategory.reduce((sum, course) => sum + course.completedLessons, 0),
      }
    }),
    recent: all
      .filter((course) => course.lastStudiedAt)
      .sort((a, b) => b.lastStudiedAt!.localeCompare(a.lastStudiedAt!))
      .slice(0, 5)
      .map((course) => ({ ...course.summary, lastStudiedAt: course.lastStudiedAt! })),
  }
}
