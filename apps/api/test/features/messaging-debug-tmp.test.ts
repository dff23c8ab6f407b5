import { it } from 'vitest'
import { createTestApp } from '../helpers/test-app'
import { listChannels, loadDashboard } from '../../src/features/messaging/channels.service'
it('debug', async () => {
  const t = await createTestApp()
  try { console.log('CH', JSON.stringify(await listChannels(t.database.db))) } catch (e) { console.log('CHERR', e) }
  try { console.log('DASH', JSON.stringify(await loadDashboard(t.database.db)).slice(0, 300)) } catch (e) { console.log('DASHERR', e) }
  await t.close()
}, 300_000)
