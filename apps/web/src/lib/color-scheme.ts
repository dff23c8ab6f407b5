import { STORAGE_PREFIX } from './config'

/**
 * The theme mode on the light sign-in page, which runs without MUI's provider (issue 12). It keeps MUI's own
 * contract so the app, once started, reads the same choice: the mode under `Mesa-theme`, the scheme as a `light`
 * or `dark` class on <html> (the theme's `colorSchemeSelector: 'class'`), "system" following the OS and its
 * changes. Inside the app MUI's `useColorScheme` does this instead.
 */
export const themeModes = ['light', 'dark', 'system'] as const
export type ThemeMode = (typeof themeModes)[number]

const MODE_KEY = `${STORAGE_PREFIX}theme`
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

const isThemeMode = (value: unknown): value is ThemeMode => themeModes.includes(value as ThemeMode)

function storedThemeMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(MODE_KEY)
    return isThemeMode(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

function applyScheme(mode: ThemeMode) {
  const scheme = mode === 'system' ? (darkQuery().matches ? 'dark' : 'light') : mode
  const classes = document.documentElement.classList
  classes.remove(scheme === 'dark' ? 'light' : 'dark')
  classes.add(scheme)
}

const listeners = new Set<() => void>()
/** The current mode for the page's session; storage may refuse it, then the choice holds for this page only. */
let currentMode: ThemeMode | null = null

export const themeMode = (): ThemeMode => (currentMode ??= storedThemeMode())

/** React's useSyncExternalStore subscription to the mode. */
export function subscribeThemeMode(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Stores and applies a mode. */
export function setThemeMode(mode: ThemeMode) {
  currentMode = mode
  try {
    localStorage.setItem(MODE_KEY, mode)
  } catch {
    // Private mode without storage.
  }
  applyScheme(mode)
  for (const listener of listeners) listener()
}

/** While subscribed, "system" follows the OS's changes; answers the unsubscribe. */
export function followSystemScheme(): () => void {
  const query = darkQuery()
  const onChange = () => {
    if (themeMode() === 'system') applyScheme('system')
  }
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
