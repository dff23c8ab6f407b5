import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { demoCatalogReader, demoPaths, storeSettingsSchema, storeSettingsUpdateSchema } from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoCall } from '../demo-routes'
import { emptyNotFound } from '../../../lib/http-errors'
import { principalOf } from '../../auth'
import { loadStoreSettings, saveStoreSettings } from './store-settings.service'

/** The store's screens take read Documentos (spec §2 product add); its settings follow the store. */
const access = demoCatalogReader

/** /apps/ecommerce/settings: the demo store's one settings record, read and saved whole. */
export function registerStoreSettingsRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(demoPaths.storeSettings, {
    ...demoCall(
      "The demo store's settings (all tabs)",
      { response: { 200: storeSettingsSchema } },
      { access },
    ),
    handler: async () => (await loadStoreSettings(db)) ?? Promise.reject(emptyNotFound()),
  })
  routes.put(demoPaths.storeSettings, {
    ...demoCall(
      "Save the demo store's settings with the version read (400 per field, stale version 409)",
      { body: storeSettingsUpdateSchema, response: { 200: storeSettingsSchema } },
      { access },
    ),
    handler: async (request) => {
      const saved = await saveStoreSettings(db, principalOf(request).userId, request.body)
      if (!saved) throw emptyNotFound()
      return saved
    },
  })
}
