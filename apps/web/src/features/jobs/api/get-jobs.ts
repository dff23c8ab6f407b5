import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { jobListResponseSchema, jobPaths, type JobListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { jobKeys } from './keys'

export type JobListParams = Record<string, string | number>

/** GET /api/v1/jobs: q, kind, state, sortBy, orderBy, page, itemsPerPage (administrators). */
export const getJobs = async (query: JobListParams): Promise<JobListResponse> =>
  jobListResponseSchema.parse(await api.get(jobPaths.list, { searchParams: query }))

export const jobsQueryOptions = (query: JobListParams) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => getJobs(query),
    placeholderData: keepPreviousData,
  })

export const useJobs = (query: JobListParams) => useQuery(jobsQueryOptions(query))
