import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  bureauPeriodSummarySchema,
  bureauReportingPaths,
  type BureauGenerationRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { bureauReportingKeys } from './keys'

/** POST /api/v1/bureau-reporting/:period/generations: produce the month's file (again, with the version read). */
export const generatePeriod = async (period: string, body: BureauGenerationRequest) =>
  bureauPeriodSummarySchema.parse(
    await api.post(generatePath(bureauReportingPaths.generations, { period }), { json: body }),
  )

export function useGeneratePeriod() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ period, body }: { period: string; body: BureauGenerationRequest }) =>
      generatePeriod(period, body),
    onSuccess: (summary) => {
      client.setQueryData(bureauReportingKeys.period(summary.period), summary)
      return client.invalidateQueries({ queryKey: bureauReportingKeys.periods })
    },
  })
}
