import { useSyncExternalStore } from 'react'
import { preferenceDefaults, preferences, type Preferences } from './preferences'

/** The current value of one preference and its setter; re-renders when it changes. */
export function usePreference<K extends keyof Preferences>(key: K) {
  // The prerendered sign-in page was rendered with the defaults: hydration starts from them, then reads the store.
  const value = useSyncExternalStore(
    preferences.subscribe,
    () => preferences.get(key),
    () => preferenceDefaults[key],
  )
  const set = (next: Preferences[K]) => preferences.set(key, next)
  return [value, set] as const
}
