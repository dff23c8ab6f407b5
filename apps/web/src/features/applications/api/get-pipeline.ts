import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, type Stage } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from './keys'

export interface PipelineResponse {
  stages: { stage: Stage; count: number; amountCents: number }[]
}

export const getPipeline = () => api.get<PipelineResponse>(applicationPaths.pipeline)

export const pipelineQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.pipeline(), queryFn: getPipeline })

/** GET /credit-applications/pipeline: count and amount per stage. */
export const usePipeline = () => useQuery(pipelineQueryOptions())
