import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  checksResponseSchema,
  creditAnalysisPaths,
  type CheckName,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

interface Target {
  origin: CreditProduct
  id: number
}

export const runChecks = async ({ origin, id, check }: Target & { check?: CheckName }) =>
  checksResponseSchema.parse(
    await api.post(generatePath(creditAnalysisPaths.checkRuns, { origin, id: String(id) }), {
      json: check ? { check } : {},
    }),
  )

export const overrideCheck = async ({
  origin,
  id,
  check,
  ...body
}: Target & { check: CheckName; reason: string; version: number }) =>
  checksResponseSchema.parse(
    await api.post(generatePath(creditAnalysisPaths.checkOverride, { origin, id: String(id), check }), {
      json: body,
    }),
  )

/** The checks answered replace the cached ones; the file refetches (its análisis gates may have changed). */
function useChecksChange<Input extends Target>(change: (input: Input) => ReturnType<typeof runChecks>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, { origin, id }) => {
      queryClient.setQueryData(applicationKeys.part(origin, id, 'checks'), answer)
      void queryClient.invalidateQueries({ queryKey: applicationKeys.item(origin, id), exact: true })
    },
  })
}

/** POST .../checks/runs: one check (with the verdicts) or all, queued. */
export const useRunChecks = () => useChecksChange(runChecks)
/** POST .../checks/:check/override: clears a failed check with a reason. */
export const useOverrideCheck = () => useChecksChange(overrideCheck)
