import { useQuery } from '@tanstack/react-query'
import type { UserDetail } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** The plan and billing of my own staff record (readable by those who may read users). */
export const getMyPlan = (id: number) =>
  api.get<UserDetail>(`apps/users/${id}`).then(({ currentPlan, billing }) => ({ currentPlan, billing }))

export const useMyPlan = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ['account', 'plan', id], queryFn: () => getMyPlan(id), enabled })
