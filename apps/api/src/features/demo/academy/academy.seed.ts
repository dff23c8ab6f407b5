import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { userDirectory } from '../../users'
import { demoCourses, demoLessonProgress, demoLessons } from '../academy.schema'
import { academyCourses, adminProgress } from './academy-content'

/** The sample courses and lessons once (skipped when any course exists), and the admin's progress in a few. */
export async function seedAcademy(db: Database, now = new Date()) {
  if ((await db.$count(demoCourses)) > 0) return
  const [admin] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'admin@demo.com'))
  await db.transaction(async (tx) => {
    for (const [courseIndex, course] of academyCourses.entries()) {
      const { lessons, ...columns } = course
      const [row] = await tx.insert(demoCourses).values(columns).returning({ id: demoCourses.id })
      const inserted = await tx
        .insert(demoLessons)
        .values(
          lessons.map(([section, title, minutes], index) => ({
            courseId: row!.id,
            position: index + 1,
            section,
            title,
            minutes,
          })),
        )
        .returning({ id: demoLessons.id })
      const done = admin ? (adminProgress[course.slug] ?? 0) : 0
      if (done > 0)
        await tx.insert(demoLessonProgress).values(
          inserted.slice(0, done).map((lesson, index) => ({
            userId: admin!.id,
            lessonId: lesson.id,
            // Spread over the last days, one course after another, so "recent" has an order.
            doneAt: new Date(now.getTime() - (courseIndex * 10 + (done - index)) * 3_600_000),
          })),
        )
    }
  })
}
