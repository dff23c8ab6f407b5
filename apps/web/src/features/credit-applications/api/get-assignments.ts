import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { applicationListResponseSchema, applicationPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from './keys'

/** The queue's filters as the screen holds them (an empty stage means every stage). */
export interface AssignmentsQuery {
  scope: 'mine' | 'team'
  stage?: string
}

export const getAssignments = async (query: AssignmentsQuery) =>
  applicationListResponseSchema.parse(
    await api.get(applicationPaths.assignments, {
      searchParams: { scope: query.scope, ...(query.stage ? { stage: query.stage } : {}) },
    }),
  )

export const assignmentsQueryOptions = (query: AssignmentsQuery) =>
  queryOptions({
    queryKey: applicationKeys.list('assignments', query),
    queryFn: () => getAssignments(query),
    placeholderData: keepPreviousData,
  })

/** GET /credit-applications/assignments: my queue or the team's, oldest in stage first. */
export const useAssignments = (query: AssignmentsQuery) => useQuery(assignmentsQueryOptions(query))
