import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
  profiles?: string[]
  ports?: string[]
  healthcheck?: { test?: string[]; disable?: boolean }
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

/** What the operator sets: the variables compose requires (`${NAME:?message}`) and has no default for. */
const operatorSets: Record<string, string> = {
  JWT_SECRET: 'a-secret-the-operator-sets-of-at-least-32-characters',
  AUDIT_KEY: 'another-secret-the-operator-sets-of-32-characters',
  POSTGRES_PASSWORD: 'c0ffee0ddba11',
}
/** The variables compose refuses to start without (`${NAME:?message}`). */
const required = new Set<string>()

/** Compose's `${NAME:-default}` and `${NAME:?message}` as `docker compose` would fill them. */
const interpolate = (value: string) =>
  value.replace(
    /\$\{(\w+)(?::-([^}]*)|(:\?[^}]*))?\}/g,
    (_, name: string, fallback?: string, must?: string) => {
      if (must) required.add(name)
      return operatorSets[name] ?? fallback ?? ''
    },
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
      expect(environment.NODE_ENV).toBe('production')
      // Every variable is documented in the README's configuration table.
      for (const name of Object.keys(environment)) expect(readme).toContain(`| \`${name}\``)
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-compose-'))
      try {
        const config = loadConfig({ ...environment, DATA_DIR: dataDir })
        expect(config.databaseUrl).toBe('postgres://mesa:c0ffee0ddba11@db:5432/mesa')
        expect(config.production).toBe(true)
        expect(config.demoSeed).toBe(false)
        expect(config.demoPages).toBe(false)
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    }
    // The API replicas leave jobs to the worker.
    expect(environmentOf(api!).WORKERS).toBe('false')
  })

  it('has no default password or secret: the database password and the keys are required from the operator', () => {
    environmentOf(api!)
    environmentOf(db!)
    expect([...required].sort()).toEqual(['AUDIT_KEY', 'JWT_SECRET', 'POSTGRES_PASSWORD'])
    expect(read('docker-compose.yml')).not.toMatch(/POSTGRES_PASSWORD: mesa|mesa:mesa@/)
    // The same password reaches the database and the API's URL.
    expect(environmentOf(db!).POSTGRES_PASSWORD).toBe(operatorSets.POSTGRES_PASSWORD)
  })

  it('scales the API (`--scale api=3`): no replica publishes a host port; only the proxy does, with TLS', () => {
    expect(api?.ports).toBeUndefined()
    expect(worker?.ports).toBeUndefined()
    expect(proxy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']))
    const caddyfile = read('deploy/Caddyfile')
    // Automatic HTTPS for the operator's DOMAIN; Caddy's internal CA when none (localhost).
    expect(caddyfile).toMatch(/^\{\$DOMAIN:localhost\} \{$/m)
    expect(caddyfile).toMatch(/^\s*tls \{\$TLS:internal\}$/m)
    expect(caddyfile).not.toMatch(/^:80 /m)
  })

  it('checks the API is ready (not just alive) and the worker is running', () => {
    expect(api?.healthcheck?.test?.join(' ')).toContain('/api/ready')
    expect(worker?.healthcheck?.disable).toBeUndefined()
    expect(worker?.healthcheck?.test?.join(' ')).toMatch(/127\.0\.0\.1:9464\/metrics/)
  })

  it('runs Mailpit only in the dev profile, reachable from this machine only', () => {
    expect(mail?.profiles).toEqual(['dev'])
    for (const port of mail?.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/)
    // Nothing outside the dev profile waits for it.
    for (const service of [api, worker, proxy, db]) expect(JSON.stringify(service)).not.toMatch(/"mail"/)
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

  it('runs Node 22 LTS with tesseract (Spanish) and poppler for the OCR check', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m)
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'))
    for (const needed of ['tesseract-ocr', 'tesseract-ocr-spa', 'poppler-utils'])
      expect(runtime).toContain(needed)
  })
})

describe('README configuration table', () => {
  it('documents every variable config.ts reads', () => {
    const names = [...read('apps/api/src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map(
      (match) => match[1],
    )
    expect(names.length).toBeGreaterThan(30)
    const readme = read('README.md')
    for (const name of names) expect(readme, name).toContain(`| \`${name}\``)
  })
})

describe('secrets from files (Docker secrets)', () => {
  it('reads NAME_FILE into NAME, and names an unreadable one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-secret-file-'))
    try {
      const secretFile = path.join(dataDir, 'jwt')
      writeFileSync(secretFile, `${operatorSets.JWT_SECRET}\n`)
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET_FILE: secretFile }).jwtSecret).toBe(
        operatorSets.JWT_SECRET,
      )
      expect(() => loadConfig({ DATA_DIR: dataDir, AUDIT_KEY_FILE: path.join(dataDir, 'missing') })).toThrow(
        /AUDIT_KEY_FILE: Cannot read/,
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
