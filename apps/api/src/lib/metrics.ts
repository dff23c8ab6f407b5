import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import { ValueType, type Meter } from '@opentelemetry/api'
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { MeterProvider } from '@opentelemetry/sdk-metrics'
import { connectionIdleMs, poolOf, type Database, type ListenerState } from '../db/client'
import type { Lifecycle } from './lifecycle'

/**
 * OpenTelemetry metrics with a Prometheus text endpoint on a port of its own (METRICS_PORT, never the public
 * one: the proxy publishes only the API). docs/operations.md lists every series with the alert to set.
 */
export interface Metrics {
  meter: Meter
  /** The address Prometheus scrapes. */
  url: string
  stop: () => Promise<void>
}

export async function startMetrics(options: {
  port: number
  host: string
  service: 'mesa-api' | 'mesa-worker'
  log?: { warn: (object: object, message: string) => void }
}): Promise<Metrics> {
  const exporter = new PrometheusExporter({
    port: options.port,
    host: options.host,
    endpoint: '/metrics',
    preventServerStart: true,
  })
  // A port already taken (a second process on one machine) costs the metrics, not the process.
  await exporter
    .startServer()
    .catch((error: Error) => options.log?.warn({ err: error }, 'metrics endpoint not started'))
  const provider = new MeterProvider({
    resource: resourceFromAttributes({ 'service.name': options.service }),
    readers: [exporter],
  })
  const meter = provider.getMeter('mesa')
  const stopLoop = observeEventLoop(meter)
  return {
    meter,
    url: `http://${options.host}:${options.port}/metrics`,
    stop: async () => {
      stopLoop()
      await provider.shutdown()
    },
  }
}

/** Event-loop lag: the delay a timer sees, p50/p99/max since the last scrape, in seconds. */
function observeEventLoop(meter: Meter) {
  const histogram = monitorEventLoopDelay({ resolution: 20 })
  histogram.enable()
  const lag = meter.createObservableGauge('nodejs.eventloop.delay', {
    description: 'Event-loop delay since the previous scrape',
    unit: 's',
  })
  lag.addCallback((result) => {
    result.observe(histogram.percentile(50) / 1e9, { quantile: '0.5' })
    result.observe(histogram.percentile(99) / 1e9, { quantile: '0.99' })
    result.observe(histogram.max / 1e9, { quantile: '1' })
    histogram.reset()
  })
  return () => histogram.disable()
}

/** Requests by route and status: a histogram of durations (its count is the request rate). */
export function observeRequests(app: FastifyInstance, meter: Meter) {
  const duration = meter.createHistogram('http.server.request.duration', {
    description: 'Duration of HTTP requests by route and status',
    unit: 's',
    advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
  })
  app.addHook('onResponse', async (request, reply) => {
    duration.record(reply.elapsedTime / 1000, {
      'http.request.method': request.method,
      // The route's pattern (/api/v1/allies/:id), never the address with its ids: bounded label values.
      'http.route': request.routeOptions.url ?? 'unmatched',
      'http.response.status_code': reply.statusCode,
    })
  })
}

/** The database pool: connections in use and idle, and requests waiting for one. */
export function observeDatabase(meter: Meter, db: Database) {
  const connections = meter.createObservableGauge('db.client.connection.count', {
    description: 'Database connections by state (PostgreSQL pool; embedded: its one connection)',
    valueType: ValueType.INT,
  })
  const waiting = meter.createObservableGauge('db.client.connection.pending_requests', {
    description: 'Queries waiting for a free connection',
    valueType: ValueType.INT,
  })
  connections.addCallback((result) => {
    const pool = poolOf(db)
    if (pool) {
      result.observe(pool.totalCount - pool.idleCount, { state: 'used' })
      result.observe(pool.idleCount, { state: 'idle' })
    } else result.observe(connectionIdleMs(db) === 0 ? 1 : 0, { state: 'used' })
  })
  waiting.addCallback((result) => result.observe(poolOf(db)?.waitingCount ?? 0))
}

/** The job queue by kind: waiting, the oldest due job's wait, dead jobs. Read from the database per scrape. */
/** One job kind's queue figures (the jobs feature reads them; the app layer passes its reader in). */
interface JobQueueFigures {
  kind: string
  waiting: number
  oldestDueSeconds: number
  dead: number
}

export function observeJobs(meter: Meter, readStats: () => Promise<JobQueueFigures[]>) {
  const depth = meter.createObservableGauge('mesa.jobs.waiting', {
    description: 'Jobs queued or waiting for a retry, by kind',
    valueType: ValueType.INT,
  })
  const oldest = meter.createObservableGauge('mesa.jobs.oldest_due_age', {
    description: 'How long the longest-waiting due job has waited, by kind',
    unit: 's',
  })
  const dead = meter.createObservableGauge('mesa.jobs.dead', {
    description: 'Jobs out of attempts, by kind (an administrator retries or drops them)',
    valueType: ValueType.INT,
  })
  meter.addBatchObservableCallback(
    async (result) => {
      const stats = await readStats().catch(() => [])
      for (const row of stats) {
        result.observe(depth, row.waiting, { kind: row.kind })
        result.observe(oldest, row.oldestDueSeconds, { kind: row.kind })
        result.observe(dead, row.dead, { kind: row.kind })
      }
    },
    [depth, oldest, dead],
  )
}

/** Live streams open on this instance, LISTEN reconnections and state, draining. */
export function observeLifecycle(meter: Meter, lifecycle: Lifecycle) {
  meter
    .createObservableGauge('mesa.events.streams.open', {
      description: 'Live-update streams (Server-Sent Events) open on this instance',
      valueType: ValueType.INT,
    })
    .addCallback((result) => result.observe(lifecycle.openStreams))
  observeListeners(meter, lifecycle.listenerState)
  meter
    .createObservableGauge('mesa.draining', {
      description: '1 while this instance drains for a shutdown',
      valueType: ValueType.INT,
    })
    .addCallback((result) => result.observe(lifecycle.draining ? 1 : 0))
}

export function observeListeners(meter: Meter, listeners: ListenerState | undefined) {
  meter
    .createObservableCounter('mesa.listener.reconnects', {
      description: 'Times a LISTEN connection came back after a drop (caches flushed each time)',
      valueType: ValueType.INT,
    })
    .addCallback((result) => result.observe(listeners?.reconnects ?? 0))
  meter
    .createObservableGauge('mesa.listener.connected', {
      description: '1 while every LISTEN connection of this process is up',
      valueType: ValueType.INT,
    })
    .addCallback((result) => result.observe(listeners?.connected === false ? 0 : 1))
}
