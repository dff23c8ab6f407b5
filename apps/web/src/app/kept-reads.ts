import type { KeptReads } from '../lib/offline/kept-reads'

/**
 * The features' copies kept on the phone for reading without a signal, forgotten at sign-out
 * (lib/offline/kept-reads.ts). Each store's code loads only then, so the first screen's script does not grow.
 */
export const keptReads: KeptReads[] = [
  {
    database: 'mesa-field-visits',
    forget: async () =>
      (await import('../features/field-visits/offline/visit-store')).visitStore.forgetKeptReads(),
  },
  {
    database: 'mesa-collections',
    forget: async () =>
      (await import('../features/collections/offline/desk-store')).deskStore.forgetKeptReads(),
  },
]
