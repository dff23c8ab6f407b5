import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'

/** Hashed build output (Vite puts a content hash in every name under assets/): it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (index.html, favicon, robots.txt) keeps its name across releases: revalidate (ETag). */
const REVALIDATE = 'no-cache'

/**
 * Serves the built web app. The build writes `.br` and `.gz` next to every text asset (apps/web
 * vite-precompress), so the server sends the smallest one the browser accepts without compressing at
 * request time (`preCompressed` adds `Vary: Accept-Encoding`); ETags let a browser revalidate for free.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string) {
  const assetsDir = path.join(path.resolve(webDist), 'assets') + path.sep
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE)
    },
  })
}

/**
 * Pages the web build prerendered (apps/web vite-prerender-sign-in): the address and its file in the build, the
 * plain one and the demo-mode one (the demo accounts listed on the first paint).
 */
const PRERENDERED: Record<string, { plain: string; demo: string }> = {
  '/login': { plain: 'login.html', demo: 'login-demo.html' },
}

/** The file to send for a page address: its prerendered page when the build has one, else the app's index.html. */
export function pageFileOf(webDist: string, demoMode: boolean): (pathname: string) => string {
  const files = new Map<string, string>()
  for (const [address, pages] of Object.entries(PRERENDERED)) {
    const file = demoMode ? pages.demo : pages.plain
    if (existsSync(path.join(webDist, file))) files.set(address, file)
  }
  return (pathname) => files.get(pathname) ?? 'index.html'
}

/**
 * The Content-Security-Policy sources of the inline scripts in the prerendered pages (MUI's colour-scheme script,
 * which must run before the first paint, and React's placing of the parts it rendered late) and in index.html
 * (the signed-in frame's theme and direction, issue 39): their SHA-256 hashes, so `script-src` stays without
 * 'unsafe-inline'.
 */
export function prerenderedScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>()
  const prerendered = Object.values(PRERENDERED).flatMap((pages) => [pages.plain, pages.demo])
  for (const file of ['index.html', ...prerendered]) {
    const page = path.join(webDist, file)
    if (!existsSync(page)) continue
    for (const [, body] of readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      )
  }
  return [...hashes]
}
