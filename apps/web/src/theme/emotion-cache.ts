import createCache, { type EmotionCache } from '@emotion/cache'
import { prefixer } from 'stylis'

const newLtrCache = () => createCache({ key: 'mui', stylisPlugins: [prefixer] })
let ltrCache = newLtrCache()
let rtlCache: EmotionCache | null = null

/**
 * MUI's RTL setup: an Emotion cache whose stylis plugins flip styles (stylis-plugin-rtl). The plugin loads
 * only when a right-to-left language is chosen; `prepareDirection` runs before the language switches.
 */
export async function prepareDirection(direction: 'ltr' | 'rtl'): Promise<void> {
  if (direction === 'ltr' || rtlCache) return
  const { default: rtlPlugin } = await import('stylis-plugin-rtl')
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
}

export function emotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache
}

/**
 * A fresh cache for a render on the server (app/sign-in-document): Emotion writes a style into the markup only the
 * first time its cache meets it, so each prerendered page needs a cache of its own to carry the theme's styles.
 */
export function startServerRender() {
  ltrCache = newLtrCache()
}
