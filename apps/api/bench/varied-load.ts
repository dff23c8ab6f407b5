/**
 * autocannon with a different request body on each request (cycling through a list), in its own process like
 * load.ts's runs: `node --import tsx bench/varied-load.ts <options.json>`; prints autocannon's JSON result.
 * The ally list kept in memory (lib/versioned-answers.ts) answers a repeated question without the database; a
 * cycle of more distinct questions than it keeps measures the database path under the same load.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

interface AutocannonRequest {
  method: string
  headers: Record<string, string>
  setupRequest: (request: Record<string, unknown>) => Record<string, unknown>
}
// autocannon ships no types; these are the options used here (its README, "autocannon(opts)").
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
  requests: AutocannonRequest[]
}) => Promise<unknown>

interface VariedOptions {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  connections: number
  seconds: number
  bodies: string[]
}

const options = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as VariedOptions
let next = 0
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  requests: [
    {
      method: options.method,
      headers: { ...options.headers, 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: options.bodies[next++ % options.bodies.length] }),
    },
  ],
})
process.stdout.write(JSON.stringify(result))
