import { demoCredentials, type PublicConfig } from '@mesa/contracts'
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  anchorLink,
  PRERENDERED_CONFIG_ID,
  prerenderWith,
  spanishTexts,
  type SignInNavigation,
} from '../features/auth/sign-in'
import { STORAGE_PREFIX } from '../lib/config'
import { initSpanishTexts } from '../lib/i18n'
import { startServerRender } from '../theme/emotion-cache'
import { AppThemeProvider } from '../theme/theme-provider'
import { SignInTree } from './sign-in-app'

/** What login.html adds to index.html: the colour-scheme script before the root, and the root's markup. */
export interface SignInDocument {
  /** Sets the light or dark class on <html> from the stored choice before the first paint (MUI's script). */
  colorSchemeScript: string
  /**
   * The theme's styles as MUI's provider writes them (its CSS variables for both schemes, CssBaseline), for the
   * head: the sign-in page is drawn from those variables (sign-in.css) and runs without MUI.
   */
  themeStyles: string
  /** The sign-in page in Spanish, its Emotion styles inline; the browser's React adopts it (sign-in-app). */
  root: string
  /** The config the page was drawn with, as a JSON data block the browser's first render reads (demo mode). */
  configBlock: string
}

/** What GET /api/v1/config answers in demo mode (DEMO_SEED=true): the demo accounts are listed. */
const demoConfig: PublicConfig = { demoMode: true, demoCredentials: [...demoCredentials], demoPages: true }

/**
 * The build's prerender of /login (vite-prerender-sign-in): run in Node, never in the browser. In demo mode the
 * page lists the demo accounts on its first paint (login-demo.html, which the API sends when DEMO_SEED is on).
 */
export async function renderSignInDocument(options: { demo: boolean }): Promise<SignInDocument> {
  const config = options.demo ? demoConfig : null
  prerenderWith(config)
  // The browser's navigation starts the app; here only the links' addresses matter.
  const navigation: SignInNavigation = { search: '', go: () => undefined, link: anchorLink(() => undefined) }
  // A lazy part met for the first time suspends, and React then places it late with a script of its own that
  // reveals it after the first paint (a shift, and a late largest paint). A first pass loads the lazy parts (the
  // demo accounts, the illustration); the second draws them in place, in the markup itself.
  await markupOf(<SignInTree navigation={navigation} texts={spanishTexts} />)
  const root = await markupOf(<SignInTree navigation={navigation} texts={spanishTexts} />)
  // The provider reads the language from i18next (right to left or not); the page itself does not use it.
  await initSpanishTexts()
  startServerRender()
  const themeStyles = renderToStaticMarkup(<AppThemeProvider>{null}</AppThemeProvider>)
  const colorSchemeScript = renderToStaticMarkup(
    <InitColorSchemeScript
      attribute="class"
      defaultMode="system"
      modeStorageKey={`${STORAGE_PREFIX}theme`}
      colorSchemeStorageKey={`${STORAGE_PREFIX}colorScheme`}
    />,
  )
  // A data block (never run, so no script policy applies); `<` escaped so no text in it can close the element.
  const configBlock = config
    ? `<script type="application/json" id="${PRERENDERED_CONFIG_ID}">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>`
    : ''
  return { colorSchemeScript, themeStyles, root, configBlock }
}

/** The whole markup of a tree once every lazy part has loaded (React's prerender waits for them). */
async function markupOf(tree: ReactNode): Promise<string> {
  // React outlines a large Suspense boundary to a late segment; one chunk for the whole page keeps it in place.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}
