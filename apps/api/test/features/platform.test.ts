import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config'
import { searchDestinationsFor } from '../../src/features/search'
import { useTestApp } from '../helpers/use-test-app'

const t = useTestApp()

describe('security headers', () => {
  it('sends a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/allies/login/',
      payload: { email: 'a@b.mx', password: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(response.statusCode).toBe(413)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toMatch(/not found/)
  })
})

describe('OpenAPI', () => {
  it('is generated from the zod schemas and served under /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(document.paths['/api/v1/allies/login/'].post.requestBody).toBeTruthy()
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400)
  })
})

describe('configuration', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_SEED: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_SEED|PORT[\s\S]*DEMO_SEED[\s\S]*DATABASE_URL/,
    )
  })
})

describe('GET /api/app-bar/search', () => {
  it('lists matching destinations by section, only those the user may open', async () => {
    const client = await t.login('client@demo.com', 'client')
    const response = await t.as(client.accessToken, { method: 'GET', url: '/api/app-bar/search?q=ACCESS' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      {
        title: 'Apps & Pages',
        zoneName: 'Apps & Pages',
        children: [{ title: 'Access Control', icon: 'tabler-shield', url: '/access-control' }],
      },
    ])
    expect(searchDestinationsFor([], 'access')).toEqual([])
  })

  it('caps each section at 5 children and leaves empty sections out', () => {
    const sections = searchDestinationsFor([{ action: 'manage', subject: 'all' }], '')
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) expect(section.children.length).toBeLessThanOrEqual(5)
    expect(searchDestinationsFor([{ action: 'manage', subject: 'all' }], 'zzz-no-match')).toEqual([])
  })
})
