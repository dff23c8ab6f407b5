import { useQuery } from '@tanstack/react-query'
import { userDetailSchema, userPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** The plan and billing of my own staff record (readable by those who may read users). */
export const getMyPlan = async (id: number) => {
  const { currentPlan, billing } = userDetailSchema.parse(
    await api.get(generatePath(userPaths.item, { id: String(id) })),
  )
  return { currentPlan, billing }
}

export const useMyPlan = (id: number, enabled: boolean) =>
  useQuery({ queryKey: accountKeys.plan(id), queryFn: () => getMyPlan(id), enabled })
