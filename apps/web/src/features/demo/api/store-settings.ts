import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { demoPaths, storeSettingsSchema, type StoreSettingsUpdate } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { demoKeys } from './keys'

const key = demoKeys.item('store-settings', 'main')

/** GET the demo store's settings (every tab). */
export const useStoreSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => storeSettingsSchema.parse(await api.get(demoPaths.storeSettings)),
  })

/** PUT them whole with the version read; the answer is the new record. */
export function useSaveStoreSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: StoreSettingsUpdate) =>
      storeSettingsSchema.parse(await api.put(demoPaths.storeSettings, { json: body })),
    onSuccess: (saved) => client.setQueryData(key, saved),
  })
}
