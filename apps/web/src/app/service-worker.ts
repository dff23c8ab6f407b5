import { registerSW } from 'virtual:pwa-register'

/** How often an open app asks whether a new version was deployed (a field agent keeps it open all day). */
const CHECK_EVERY_MS = 60 * 60 * 1000

let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null
let waiting = false
const listeners = new Set<() => void>()

/**
 * Registers the service worker of the installable app (vite-pwa.ts, issue 39). A new version is installed in
 * the background and waits: `serviceWorkerUpdate` tells the screen (app/update-prompt.tsx), and the page
 * reloads only when the user accepts, never under a form being filled (the visit form keeps its draft on
 * the phone anyway).
 */
export function startServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true
      listeners.forEach((listener) => listener())
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS)
    },
  })
}

/** A store for useSyncExternalStore: whether a new version waits to be applied, and applying it. */
export const serviceWorkerUpdate = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => waiting,
  apply: () => {
    // The plugin reloads on the new worker taking control only when a worker already controlled this page
    // when it loaded; a tab whose first visit installed the app would stay on the old version (the e2e
    // app-update.spec found the button doing nothing there). Reloading on the change of controller serves both.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    return applyUpdate?.(true)
  },
}
