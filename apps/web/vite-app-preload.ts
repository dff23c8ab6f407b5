import type { Plugin, Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

/**
 * Adds `<link rel="modulepreload">` to index.html for the signed-in app's start (the app root, the router, the
 * default layout) and the chunks they import, so a first visit to a signed-in screen fetches them in parallel with
 * the entry instead of one import level after another (issue 12: three levels of round trips on a phone before the
 * list's data was asked for). login.html drops them (vite-prerender-sign-in): the sign-in page needs none.
 */
export function preloadApp(moduleIds = ['src/app/app-root.tsx', 'src/app/default-layout-route.tsx']): Plugin {
  let base = '/'
  return {
    name: 'mesa-app-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const chunks = Object.values(context.bundle).filter(
          (item): item is OutputChunk => item.type === 'chunk',
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const files = new Set<string>()
        const visit = (chunk: OutputChunk) => {
          if (chunk.isEntry || files.has(chunk.fileName)) return
          files.add(chunk.fileName)
          for (const imported of chunk.imports) {
            const next = byFile.get(imported)
            if (next) visit(next)
          }
        }
        for (const moduleId of moduleIds) {
          // By the module it holds: a chunk that also holds other modules has no facade.
          const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleId)))
          if (!start) throw new Error(`mesa-app-preload: no chunk for ${moduleId}`)
          visit(start)
        }
        return {
          html,
          tags: [...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        }
      },
    },
  }
}
