import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  funderListResponseSchema,
  funderOptionsSchema,
  funderPaths,
  funderSchema,
  type Funder,
  type FunderInput,
  type LineInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { fundingKeys } from './keys'

/** GET funders with their lines (q, kind, active, sort, paging). */
export const useFunders = (query: Record<string, string | number>) =>
  useQuery(
    queryOptions({
      queryKey: fundingKeys.funders(query),
      queryFn: async () =>
        funderListResponseSchema.parse(await api.get(funderPaths.funders, { searchParams: query })),
      placeholderData: keepPreviousData,
    }),
  )

export const useFunder = (funderId: number) =>
  useQuery({
    queryKey: fundingKeys.funder(funderId),
    queryFn: async () =>
      funderSchema.parse(await api.get(generatePath(funderPaths.funder, { funderId: String(funderId) }))),
  })

/** Id and name of every funder: the list's filter, and other features' (the door's, lib/shared-reads). */
export const funderOptionsQuery = () => ({
  queryKey: fundingKeys.options,
  queryFn: async () => funderOptionsSchema.parse(await api.get(funderPaths.funderOptions)).funders,
  staleTime: 5 * 60_000,
})

export const useFunderOptions = () => useQuery(funderOptionsQuery())

/** POST a new funder, or PUT an edit with the version read. */
export const saveFunder = async ({
  id,
  body,
}: {
  id: number | null
  body: FunderInput & { version?: number }
}): Promise<Funder> =>
  funderSchema.parse(
    id === null
      ? await api.post(funderPaths.funders, { json: body })
      : await api.put(generatePath(funderPaths.funder, { funderId: String(id) }), { json: body }),
  )

/** POST a new line to a funder, or PUT an edit of a line with the version read. */
export const saveLine = async ({
  funderId,
  lineId,
  body,
}: {
  funderId: number
  lineId: number | null
  body: LineInput & { version?: number }
}): Promise<Funder> =>
  funderSchema.parse(
    lineId === null
      ? await api.post(generatePath(funderPaths.lines, { funderId: String(funderId) }), { json: body })
      : await api.put(generatePath(funderPaths.line, { lineId: String(lineId) }), { json: body }),
  )

const useFunderWrite = <T>(call: (input: T) => Promise<Funder>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: fundingKeys.all }),
  })
}
export const useSaveFunder = () => useFunderWrite(saveFunder)
export const useSaveLine = () => useFunderWrite(saveLine)
