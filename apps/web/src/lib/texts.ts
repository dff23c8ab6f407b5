/**
 * A translate function over the app's own dictionaries (locales/*.json), for the one page that starts without
 * i18next: the light sign-in entry (issue 12: i18next and react-i18next are 18 KB of the login route's budget).
 * It reads i18next's format as the sign-in page uses it: nested keys, `{{name}}` values, a list of keys tried in
 * turn, the common namespace prefix (`translation:`) and `defaultValue`. Inside the app the same components get
 * i18next's own `t` (features/auth sign-in environment), so a text reads the same on either side.
 */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string

/** The common namespace (i18next's default); the sign-in page reads no other. */
const COMMON_PREFIX = 'translation:'

function lookup(dictionary: object, key: string): string | undefined {
  const path = key.startsWith(COMMON_PREFIX) ? key.slice(COMMON_PREFIX.length) : key
  if (path.includes(':')) return undefined
  let node: unknown = dictionary
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

const interpolate = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )

/** `t` over dictionaries tried in order (the reader's language, then the fallback). */
export function createTranslate(...dictionaries: object[]): Translate {
  return (key, options = {}) => {
    const keys = typeof key === 'string' ? [key] : key
    for (const candidate of keys)
      for (const dictionary of dictionaries) {
        const text = lookup(dictionary, candidate)
        if (text !== undefined) return interpolate(text, options)
      }
    const fallback = options.defaultValue
    return typeof fallback === 'string' ? interpolate(fallback, options) : (keys.at(-1) ?? '')
  }
}
