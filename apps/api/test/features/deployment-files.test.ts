import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadConfig } from '../../src/config'

// The production files (Dockerfile, docker-compose.yml) cannot run here (no container engine in CI), so
// their promises are read and checked: the services of issue 11, and an environment the API accepts.

const repository = path.resolve(import.meta.dirname, '../../../..')
const read = (file: string) => readFileSync(path.join(repository, file), 'utf8')

interface ComposeService {
  image?: string
  build?: unknown
  command?: string[]
  environment?: Record<string, string>
  deploy?: { replicas?: number }
  volumes?: string[]
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>
}
const { api, worker, mail, db, proxy } = compose.services

/** Compose's `${NAME:-default}` and `${NAME:?message}` as `docker compose` would fill them with NAME unset. */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name: string, fallback?: string) =>
    name === 'JWT_SECRET' ? 'a-secret-the-operator-sets-of-at-least-32-characters' : (fallback ?? ''),
  )

/** A service's environment after interpolation. */
const environmentOf = (service: ComposeService) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]),
  )

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, two API replicas behind a proxy, a worker and an SMTP catcher', () => {
    expect(db?.image).toMatch(/^postgres:/)
    expect(api?.build).toBeDefined()
    expect(api?.deploy?.replicas).toBe(2)
    expect(proxy?.image).toMatch(/^caddy:/)
    expect(read('deploy/Caddyfile')).toMatch(/name api\s+port 3000/)
    expect(worker?.image).toBe(api?.image)
    expect(worker?.command).toEqual(['node', '--enable-source-maps', 'dist/worker.js'])
    expect(existsSync(path.join(repository, 'apps/api/src/worker.ts'))).toBe(true)
    expect(mail?.image).toMatch(/mailpit/)
  })

  it('gives the API and the worker one database and the mail catcher, in an environment the API accepts', () => {
    const readme = read('README.md')
    for (const service of [api!, worker!]) {
      const environment = environmentOf(service)
      expect(environment.DATABASE_URL).toMatch(/@db:5432\//)
      expect(environment.SMTP_URL).toBe('smtp://mail:1025')
      // Every variable is documented in the README's configuration table.
      for (const name of Object.keys(environment)) expect(readme).toContain(`| \`${name}\``)
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-compose-'))
      try {
        const config = loadConfig({ ...environment, DATA_DIR: dataDir })
        expect(config.databaseUrl).toBe('postgres://mesa:mesa@db:5432/mesa')
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    }
    // The API replicas leave jobs to the worker.
    expect(environmentOf(api!).WORKERS).toBe('false')
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  it('builds in one stage and runs the compiled API in a slim one, unprivileged, with a health check', () => {
    expect(dockerfile).toMatch(/npm run build -w @mesa\/web && npm run build -w @mesa\/api/)
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace @mesa\/api/)
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'))
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m)
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server.js"\]$/m)
    expect(runtime).toMatch(/COPY --from=build \/app\/apps\/api\/drizzle apps\/api\/drizzle/)
  })
})
