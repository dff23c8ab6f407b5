import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import type { ApplicationListResponse } from './get-applications'
import { applicationKeys } from './keys'

export interface AssignmentsQuery {
  scope: 'mine' | 'team'
  stage?: string
}

export const getAssignments = (query: AssignmentsQuery) =>
  api.get<ApplicationListResponse>(applicationPaths.assignments, {
    searchParams: { scope: query.scope, ...(query.stage ? { stage: query.stage } : {}) },
  })

export const assignmentsQueryOptions = (query: AssignmentsQuery) =>
  queryOptions({
    queryKey: applicationKeys.list('assignments', query),
    queryFn: () => getAssignments(query),
    placeholderData: keepPreviousData,
  })

/** GET /credit-applications/assignments: my queue or the team's, oldest in stage first. */
export const useAssignments = (query: AssignmentsQuery) => useQuery(assignmentsQueryOptions(query))
