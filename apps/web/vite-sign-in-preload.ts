import type { Plugin, Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

/**
 * Adds `<link rel="modulepreload">` to index.html for the light sign-in entry and the chunks it imports, so a first
 * visit to /login fetches them in parallel with the entry instead of after it (issue 12). They are mostly the theme
 * and MUI, which every other page needs too.
 */
export function preloadSignIn(moduleId = 'src/app/sign-in-app.tsx'): Plugin {
  let base = '/'
  return {
    name: 'mesa-sign-in-preload',
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
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleId))
        if (!start) throw new Error(`mesa-sign-in-preload: no chunk for ${moduleId}`)
        const files = new Set<string>()
        const visit = (chunk: OutputChunk) => {
          if (chunk.isEntry || files.has(chunk.fileName)) return
          files.add(chunk.fileName)
          for (const imported of chunk.imports) {
            const next = byFile.get(imported)
            if (next) visit(next)
          }
        }
        visit(start)
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
