import createCache, { type EmotionCache } from '@emotion/cache'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {}

/** One Emotion cache per direction; the RTL one flips styles with stylis-plugin-rtl (MUI's RTL setup). */
export function emotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', stylisPlugins: [prefixer] })
  return caches[direction]
}
