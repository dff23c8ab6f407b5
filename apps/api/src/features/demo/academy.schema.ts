/** The demo academy's tables; at the feature's top level so the progress may name the users table. */
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { CourseCategory } from '@mesa/contracts'
import { users } from '../users/users.schema'

/** A sample course (spec §2 "Academy"). */
export const demoCourses = pgTable('demo_courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  category: text('category').$type<CourseCategory>().notNull(),
  level: text('level').$type<'beginner' | 'intermediate' | 'advanced'>().notNull(),
  instructor: text('instructor').notNull(),
  description: text('description').notNull(),
})

/** A course's lessons in order, grouped in sections. */
export const demoLessons = pgTable(
  'demo_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => demoCourses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    minutes: smallint('minutes').notNull(),
  },
  (table) => [index('demo_lessons_course_idx').on(table.courseId, table.position)],
)

/** A lesson a user marked done: one row per user and lesson (unmarking deletes it). */
export const demoLessonProgress = pgTable(
  'demo_lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => demoLessons.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
)
