import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing (images and fonts in woff2 are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels (paid once at
 * build time, not per request): the API serves them with @fastify/static `preCompressed`.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'mesa-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir)
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return
          const content = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
