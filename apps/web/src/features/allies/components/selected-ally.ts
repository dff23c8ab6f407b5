import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

/** The selected ally of spec §3 ("root: aliado"): who the edit screens are about, shown while its detail loads. */
export interface SelectedAlly {
  id: number
  allyName: string
  image: string | null
}

const selectedKey = ['allies', 'selected'] as const

/** Kept in the TanStack Query cache, so every screen of the feature sees the same ally without a provider. */
export function useSelectedAlly(): SelectedAlly | null {
  const { data } = useQuery<SelectedAlly | null>({
    queryKey: selectedKey,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return data ?? null
}

export function useSetSelectedAlly() {
  const client = useQueryClient()
  return useCallback(
    (ally: SelectedAlly | null) =>
      void client.setQueryData<SelectedAlly | null>(selectedKey, () =>
        ally ? { id: ally.id, allyName: ally.allyName, image: ally.image } : null,
      ),
    [client],
  )
}
