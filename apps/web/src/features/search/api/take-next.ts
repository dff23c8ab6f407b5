import { useMutation } from '@tanstack/react-query'
import { applicationPaths, takeNextResponseSchema, type TakeNextResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** POST take-next: the application the caller now owns; 404 `queue_empty` when nothing waits. */
export const takeNextApplication = async (): Promise<TakeNextResponse> =>
  takeNextResponseSchema.parse(await api.post(applicationPaths.takeNext))

export const useTakeNextApplication = () => useMutation({ mutationFn: takeNextApplication })
