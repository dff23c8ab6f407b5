import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type { SignInDocument } from './src/app/sign-in-document'

const ROOT_ELEMENT = '<div id="root"></div>'

type Render = (options: { demo: boolean }) => Promise<SignInDocument>

const SIGN_IN_MODULE = 'src/app/sign-in-app.tsx'

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

/** The stylesheets of the light sign-in entry and the chunks it imports statically (sign-in.css). */
async function signInStylesheets(outDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    manifest[key].imports?.forEach(visit)
  }
  visit(SIGN_IN_MODULE)
  return [...new Set([...seen].flatMap((key) => manifest[key]!.css ?? []))]
}

/**
 * The sign-in page's own HTML: the colour-scheme script and the prerendered markup in #root; in the head the
 * theme's styles (MUI's CSS variables, which the page is drawn from) and, inline instead of more requests before
 * the first paint, the stylesheets (font faces, sign-in.css); no modulepreload links: the form is on screen
 * without script, and preloading the chunks would hold up that paint on a slow connection (the entry's dynamic
 * import still fetches them in parallel).
 */
async function pageOf(template: string, outDir: string, document: SignInDocument): Promise<string> {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
  // The signed-in app's static frame (index.html, issue 39) has no place on the sign-in page.
  let page = template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<!--app-frame-->[\s\S]*?<!--\/app-frame-->/g, '')
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(page)
  if (!stylesheet) throw new Error('index.html links no stylesheet')
  const css = await readFile(path.join(outDir, stylesheet[1]!), 'utf8')
  // The Latin face of the web font is fetched with the page, not once the styles meet text: the swap from the
  // fallback then comes before the first paint is far along (a late swap re-wraps lines: a shift, a late LCP).
  const latinFont = /url\((\/assets\/public-sans-latin-wght-normal-[^)]+\.woff2)\)/.exec(css)?.[1]
  const preload = latinFont
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latinFont}">`
    : ''
  // `optional`, not `swap`: a font that arrives after the first paint is not swapped in on this page (the swap
  // re-wrapped the demo accounts' lines now and then: a shift of up to 0.3); the fallback is metric-matched.
  const steadyCss = css.replaceAll('font-display:swap', 'font-display:optional')
  const signInCss = await Promise.all(
    (await signInStylesheets(outDir)).map((file) => readFile(path.join(outDir, file), 'utf8')),
  )
  page = page.replace(
    stylesheet[0],
    `${preload}<style>${steadyCss}</style>${document.themeStyles}<style>${signInCss.join('')}</style>`,
  )
  return page.replace(
    ROOT_ELEMENT,
    `${document.colorSchemeScript}${document.configBlock}<div id="root">${document.root}</div>`,
  )
}

/**
 * Writes `login.html` and `login-demo.html` (the demo accounts listed): index.html with the sign-in page
 * prerendered in Spanish (issue 12: the first paint of /login needs no script). The API sends one of them for
 * /login; the light sign-in entry adopts the markup (hydration). Runs before the precompress plugin.
 */
export function prerenderSignIn(entry = '/src/app/sign-in-document.tsx'): Plugin {
  let config: ResolvedConfig
  return {
    name: 'mesa-prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir)
        // A Node module graph of the page (Vite's SSR loader), not the browser bundle just written.
        const server = await createServer({
          configFile: false,
          root: config.root,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, watch: null },
          appType: 'custom',
        })
        try {
          const render = ((await server.ssrLoadModule(entry)) as { renderSignInDocument: Render })
            .renderSignInDocument
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8')
          for (const [file, demo] of [
            ['login.html', false],
            ['login-demo.html', true],
          ] as const)
            await writeFile(path.join(outDir, file), await pageOf(template, outDir, await render({ demo })))
        } finally {
          await server.close()
        }
      },
    },
  }
}
