import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  academyDashboardSchema,
  courseDetailSchema,
  courseListResponseSchema,
  demoPaths,
  type CourseDetail,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { demoKeys } from './keys'

/** GET /api/apps/academy/courses: my courses with q, status, sortBy, orderBy, page, itemsPerPage. */
export const useCourses = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: demoKeys.list('courses', query),
    queryFn: async () =>
      courseListResponseSchema.parse(await api.get(demoPaths.academyCourses, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

export const useCourse = (id: string) =>
  useQuery({
    queryKey: demoKeys.item('courses', id),
    queryFn: async () =>
      courseDetailSchema.parse(await api.get(generatePath(demoPaths.academyCourse, { id }))),
    enabled: id !== '',
  })

export const useAcademyDashboard = () =>
  useQuery({
    queryKey: demoKeys.page('academy-dashboard'),
    queryFn: async () => academyDashboardSchema.parse(await api.get(demoPaths.academyDashboard)),
  })

/** PUT a lesson's mark; the answer is the course, written straight into its cache entry. */
export function useMarkLesson(courseId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ lessonId, done }: { lessonId: number; done: boolean }) =>
      courseDetailSchema.parse(
        await api.put<CourseDetail>(
          generatePath(demoPaths.academyLessonProgress, { id: String(courseId), lessonId: String(lessonId) }),
          { json: { done } },
        ),
      ),
    onSuccess: (course) => {
      client.setQueryData(demoKeys.item('courses', String(courseId)), course)
      void client.invalidateQueries({ queryKey: ['demo', 'courses', 'list'] })
      void client.invalidateQueries({ queryKey: demoKeys.page('academy-dashboard') })
    },
  })
}
