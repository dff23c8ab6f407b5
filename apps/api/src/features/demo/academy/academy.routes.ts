import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  academyDashboardSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseParamsSchema,
  demoPaths,
  lessonParamsSchema,
  lessonProgressInputSchema,
} from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoCall } from '../demo-routes'
import { emptyNotFound } from '../../../lib/http-errors'
import { principalOf } from '../../auth'
import { academyDashboard, courseDetail, listCourses, markLesson } from './academy.service'

/** The demo academy: the catalogue is shared, the progress is each signed-in user's own. */
export function registerAcademyRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(demoPaths.academyCourses, {
    ...demoCall(
      'Courses with my progress; q over title and instructor, status not_started|in_progress|completed',
      { querystring: courseListQuerySchema, response: { 200: courseListResponseSchema } },
    ),
    handler: (request) => listCourses(db, principalOf(request).userId, request.query),
  })
  routes.get(demoPaths.academyCourse, {
    ...demoCall('One course, its lessons and which I have done', {
      params: courseParamsSchema,
      response: { 200: courseDetailSchema },
    }),
    handler: async (request) => {
      const course = await courseDetail(db, principalOf(request).userId, request.params.id)
      if (!course) throw emptyNotFound()
      return course
    },
  })
  routes.put(demoPaths.academyLessonProgress, {
    ...demoCall('Mark a lesson of the course done or not done (idempotent); answers the course', {
      params: lessonParamsSchema,
      body: lessonProgressInputSchema,
      response: { 200: courseDetailSchema },
    }),
    handler: async (request) => {
      const { userId } = principalOf(request)
      const { id, lessonId } = request.params
      if (!(await markLesson(db, userId, id, lessonId, request.body.done))) throw emptyNotFound()
      return (await courseDetail(db, userId, id))!
    },
  })
  routes.get(demoPaths.academyDashboard, {
    ...demoCall('My academy figures', { response: { 200: academyDashboardSchema } }),
    handler: (request) => academyDashboard(db, principalOf(request).userId),
  })
}
