import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { applicationListResponseSchema, applicationPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

/** The queue's filters as the screen holds them (an empty stage means every stage). */
export interface AssignmentsQuery {
  scope: 'mine' | 'team'
  stage?: string
}

/** The queue at an address: mine unless `scope=team`, every stage unless `stage` names one. */
export const assignmentsQueryAt = (searchParams: URLSearchParams) => ({
  scope: searchParams.get('scope') === 'team' ? ('team' as const) : ('mine' as const),
  stage: searchParams.get('stage') ?? '',
})

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
