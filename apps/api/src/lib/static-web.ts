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
