import { z } from 'zod'
import { idTextSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listQuerySchema } from '../common/list-query'

/**
 * The demo academy (spec §2 "Academy: course-details, dashboard, my-course"): sample courses and lessons, and
 * each signed-in user's own progress, stored per lesson. The spec names the screens, not their calls: ours.
 */
export const courseCategories = ['web', 'design', 'finance', 'sales', 'data'] as const
export type CourseCategory = (typeof courseCategories)[number]
export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const
/** A course's state for the reader: no lesson done, some, all. */
export const courseProgressStates = ['not_started', 'in_progress', 'completed'] as const
export type CourseProgressState = (typeof courseProgressStates)[number]

export const courseSortKeys = ['title', 'progress', 'minutes'] as const
export const courseListQuerySchema = listQuerySchema(courseSortKeys).extend({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(courseProgressStates, { error: fieldError('invalid_choice') }).optional(),
  ),
})
export type CourseListQuery = z.infer<typeof courseListQuerySchema>

export const courseSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(courseCategories),
  level: z.enum(courseLevels),
  instructor: z.string(),
  /** Sum of the lessons' minutes. */
  minutes: z.number().int(),
  lessons: z.number().int(),
  completedLessons: z.number().int(),
  /** Whole per cent of lessons done, rounded down (a course is 100 only when every lesson is done). */
  progress: z.number().int().min(0).max(100),
  state: z.enum(courseProgressStates),
})
export type CourseSummary = z.infer<typeof courseSummarySchema>
export const courseListResponseSchema = z.object({
  courses: z.array(courseSummarySchema),
  total: z.number().int(),
})
export type CourseListResponse = z.infer<typeof courseListResponseSchema>

export const lessonSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  section: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  done: z.boolean(),
  /** When the reader marked it done (ISO instant), else null. */
  doneAt: z.string().nullable(),
})
export type Lesson = z.infer<typeof lessonSchema>
export const courseDetailSchema = courseSummarySchema.extend({
  description: z.string(),
  lessonList: z.array(lessonSchema),
})
export type CourseDetail = z.infer<typeof courseDetailSchema>

export const courseParamsSchema = z.object({ id: idTextSchema() })
export const lessonParamsSchema = z.object({ id: idTextSchema(), lessonId: idTextSchema() })
/** PUT a lesson's progress: done or not (repeating the same answer changes nothing). */
export const lessonProgressInputSchema = z.object({
  done: z.boolean({ error: fieldError('required') }),
})
export type LessonProgressInput = z.infer<typeof lessonProgressInputSchema>

/** The reader's academy dashboard, computed from the same progress rows. */
export const academyDashboardSchema = z.object({
  courses: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  minutesDone: z.number().int(),
  minutesLeft: z.number().int(),
  byCategory: z.array(
    z.object({
      category: z.enum(courseCategories),
      lessons: z.number().int(),
      completedLessons: z.number().int(),
    }),
  ),
  /** The courses with progress, most recently studied first (at most 5). */
  recent: z.array(courseSummarySchema.extend({ lastStudiedAt: z.string() })),
})
export type AcademyDashboard = z.infer<typeof academyDashboardSchema>
