import { EventEmitter } from 'node:events'
import type { ListenerState } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's lifecycle (draining, open streams): the process drains it on SIGTERM. */
    lifecycle: Lifecycle
  }
}

/**
 * Where this process is in its life, for readiness and shutdown: draining (SIGTERM: report not-ready, keep
 * serving, send the live streams elsewhere), the open live streams, and the LISTEN connections' state.
 * 'drain' and 'resync' ask the open streams to close with a retry hint: the browsers reconnect (to another
 * instance while this one drains) and refetch what they show.
 */
export class Lifecycle extends EventEmitter<{ drain: []; resync: [] }> {
  draining = false
  openStreams = 0

  constructor(readonly listenerState?: ListenerState) {
    super()
    this.setMaxListeners(0)
  }

  get listenerConnected() {
    return this.listenerState?.connected ?? true
  }

  startDraining() {
    if (this.draining) return
    this.draining = true
    this.emit('drain')
  }
}

/**
 * A graceful stop for a rolling restart: report not-ready at once (the proxy's health check takes the
 * instance out), close the live streams with a retry hint, keep serving whatever still arrives for
 * `drainMs`, then close: the server stops accepting and waits for the requests in flight.
 */
export async function drainThenClose(
  app: { lifecycle: Lifecycle; close: () => Promise<unknown> },
  drainMs: number,
) {
  app.lifecycle.startDraining()
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
  await app.close()
}
