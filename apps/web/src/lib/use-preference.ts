import { useSyncExternalStore } from 'react'
import { preferences, type Preferences } from './preferences'

/** The current value of one preference and its setter; re-renders when it changes. */
export function usePreference<K extends keyof Preferences>(key: K) {
  const value = useSyncExternalStore(preferences.subscribe, () => preferences.get(key))
  const set = (next: Preferences[K]) => preferences.set(key, next)
  return [value, set] as const
}
