import { useQuery } from '@tanstack/react-query'
import { rulesAllow } from '@mesa/contracts'
import { sharedRead } from './shared-reads'
import { useSession } from './use-session'

/**
 * The choices of a screen's ally filter or ally select (allies' read, lib/shared-reads), by default fetched only
 * for those who may read allies (read Aliados; without it `data` stays undefined and the filter is left out);
 * a form that needs them says when (`enabled`) and shows a refusal. `activeOnly: false` keeps inactive allies,
 * whose records (a contract) still list. One cache for every screen.
 */
export const useAllyOptions = ({
  activeOnly = true,
  enabled,
}: { activeOnly?: boolean; enabled?: boolean } = {}) => {
  const { rules } = useSession()
  return useQuery({
    ...sharedRead('allyOptions')(activeOnly),
    enabled: enabled ?? rulesAllow(rules, { action: 'read', subject: 'Aliados' }),
  })
}
