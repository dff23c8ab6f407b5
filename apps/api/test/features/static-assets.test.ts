import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'

/** A built web app as `vite build` leaves it: hashed assets with .br/.gz siblings, index.html likewise. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'mesa-web-'))
  mkdirSync(path.join(dist, 'assets'))
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
    'assets/index-AbC123.js': `console.log(${JSON.stringify('mesa '.repeat(500))})`,
  }
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), content)
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content))
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content))
  }
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dist
}

describe('the built web app is served precompressed and cached by what it is', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = fakeBuild()
    t = await createTestApp({ webDist: dist })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('sends brotli to a browser that accepts it, gzip to one that accepts only that, and varies on it', async () => {
    const url = '/assets/index-AbC123.js'
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('mesa mesa')

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/accept-encoding/i)

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toContain('mesa mesa')
  })

  it('marks hashed assets immutable for a year and answers 304 to a matching ETag', async () => {
    const url = '/assets/index-AbC123.js'
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.headers.etag).toBeTruthy()
    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('makes index.html and the page fallback revalidate every time (no-cache), compressed', async () => {
    for (const url of ['/index.html', '/apps/aliados/list', '/login']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      expect(page.statusCode, url).toBe(200)
      expect(page.headers['cache-control'], url).toBe('no-cache')
      expect(page.headers['content-encoding'], url).toBe('br')
      expect(page.headers['content-type'], url).toMatch(/text\/html/)
      expect(page.headers.etag, url).toBeTruthy()
    }
  })

  it('revalidates unhashed public files and keeps the API uncacheable', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' })
    expect(icon.headers['cache-control']).toBe('no-cache')
    const api = await t.app.inject({ url: '/api/v1/health' })
    expect(api.headers['cache-control']).toBe('no-store')
  })
})

describe('/login comes prerendered when the build wrote login.html and login-demo.html', () => {
  const colorScheme = "document.documentElement.classList.add('dark')"
  const frameScript = "document.documentElement.dir = 'rtl'"
  const page = (form: string) =>
    `<!doctype html><html><body><script>${colorScheme}</script><div id="root">${form}</div></body></html>`
  let dist: string
  const apps: TestApp[] = []
  const appWith = async (demoSeed: boolean) => {
    const app = await createTestApp({ webDist: dist, demoSeed })
    apps.push(app)
    return app
  }
  beforeAll(() => {
    dist = fakeBuild()
    for (const [file, form] of [
      ['login.html', '<form>plain</form>'],
      ['login-demo.html', '<form>demo accounts</form>'],
    ] as const) {
      writeFileSync(path.join(dist, file), page(form))
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(page(form)))
    }
    // index.html's own inline script (the signed-in frame's theme and direction before the app runs, issue 39).
    writeFileSync(path.join(dist, 'index.html'), page('').replace(colorScheme, frameScript))
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('sends login-demo.html for /login in demo mode, login.html otherwise, and index.html for other pages', async () => {
    const demo = await appWith(true)
    const login = await demo.app.inject({ url: '/login?to=%2Fapps', headers: { 'accept-encoding': 'br' } })
    expect(login.statusCode).toBe(200)
    expect(login.headers['content-encoding']).toBe('br')
    expect(login.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(login.rawPayload).toString()).toContain('<form>demo accounts</form>')
    const other = await demo.app.inject({
      url: '/forgot-password',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(other.body).toContain('<div id="root"></div>')

    const production = await appWith(false)
    const plain = await production.app.inject({ url: '/login', headers: { 'accept-encoding': 'identity' } })
    expect(plain.body).toContain('<form>plain</form>')
  })

  it("allows the pages' inline scripts (index.html's too) by their SHA-256 hashes, and no other inline script", async () => {
    const app = apps[0] ?? (await appWith(true))
    const login = await app.app.inject({ url: '/login' })
    const policy = String(login.headers['content-security-policy'])
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'))
    const hash = (script: string) => createHash('sha256').update(script).digest('base64')
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash(frameScript)}' 'sha256-${hash(colorScheme)}'`)
  })
})
