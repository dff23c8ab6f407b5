import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, pipelineResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

/** GET /credit-applications/pipeline: count and amount per stage. */
export const getPipeline = async () => pipelineResponseSchema.parse(await api.get(applicationPaths.pipeline))

export const pipelineQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.pipeline(), queryFn: getPipeline })

export const usePipeline = () => useQuery(pipelineQueryOptions())
