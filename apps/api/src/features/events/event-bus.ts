import { EventEmitter } from 'node:events'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { liveEventSchema, type LiveEvent } from '@mesa/contracts'
import type { DatabaseHandle, Executor } from '../../db/client'

/** The PostgreSQL channel every API instance listens on. */
const CHANNEL = 'mesa_events'

/**
 * Publishes a live event through PostgreSQL `NOTIFY`: called with the transaction that made the change,
 * it is delivered when that transaction commits and never when it rolls back; every instance receives it.
 */
export async function publishEvent(executor: Executor, event: LiveEvent) {
  await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`)
}

/** This instance's side of the channel: what arrives through LISTEN, handed to its open streams. */
export interface EventBus {
  subscribe: (listener: (event: LiveEvent) => void) => () => void
  close: () => Promise<void>
}

export async function startEventBus(
  database: Pick<DatabaseHandle, 'listen'>,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const local = new EventEmitter().setMaxListeners(0)
  const unlisten = await database.listen(CHANNEL, (payload) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(payload)
    } catch {
      parsed = undefined
    }
    const event = liveEventSchema.safeParse(parsed)
    if (event.success) local.emit('event', event.data)
    else log.warn('ignored a malformed live event')
  })
  return {
    subscribe: (listener) => {
      local.on('event', listener)
      return () => local.off('event', listener)
    },
    close: async () => {
      local.removeAllListeners()
      await unlisten()
    },
  }
}
