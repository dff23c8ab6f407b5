import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

export interface OpenLoopRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

/**
 * An open-loop load: requests arrive at random (a Poisson process, `rate` a second on average) whether or not the
 * earlier ones have been answered, over at most `connections` kept-alive connections, the way many people at
 * their screens ask. Each latency counts from the moment the request was due, so time spent waiting for a free
 * connection is counted too (no coordinated omission). autocannon's own pacing starts every connection's timer
 * at once, so its requests leave in bursts of all the connections together.
 */
export async function openLoop(options: {
  url: string
  rate: number
  seconds: number
  connections: number
  next: () => OpenLoopRequest
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(options.url)
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let errors = 0
  const answers: Promise<void>[] = []
  const start = performance.now()
  const end = start + options.seconds * 1_000
  let due = start
  for (;;) {
    due += (-Math.log(1 - Math.random()) * 1_000) / options.rate
    if (due >= end) break
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    const scheduled = due
    answers.push(
      send(agent, target, options.next()).then(
        (status) => {
          latencies.push(performance.now() - scheduled)
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status >= 300) errors++
        },
        () => {
          errors++
        },
      ),
    )
  }
  await Promise.all(answers)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN)
  return {
    requests: answers.length,
    perSecond: Math.round(answers.length / options.seconds),
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors,
    statuses,
  }
}

function send(agent: http.Agent, target: URL, request: OpenLoopRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}
