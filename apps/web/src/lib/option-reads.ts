import { useQuery } from '@tanstack/react-query'
import { sharedRead } from './shared-reads'

/** Every funder by name (funding's read), e.g. the loans list's funder filter. */
export const useFunderOptions = () => useQuery(sharedRead('funderOptions')())

/** Every role by name (roles' read): the users' role filter and role select. */
export const useRoleOptions = () => useQuery(sharedRead('roleOptions')())

/** Active staff matching `q` (users' read), e.g. to add as a channel's agents; needs read Users. */
export const useStaffSearch = (q: string, enabled: boolean) =>
  useQuery({ ...sharedRead('staffSearch')(q), enabled })

/** One staff record (users' read), e.g. my own plan and billing. */
export const useStaffRecord = (id: number, enabled: boolean) =>
  useQuery({ ...sharedRead('user')(id), enabled })
