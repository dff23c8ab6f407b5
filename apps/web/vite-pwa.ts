import { VitePWA } from 'vite-plugin-pwa'

/** The brand colour of the logo (public/favicon.svg) and the theme's primary. */
const BRAND = '#7367F0'

/**
 * The installable app (issue 39): a web manifest and a Workbox service worker that precaches the built shell
 * and every screen's chunk, so a second visit paints from the phone's cache and the field agent's screens open
 * without a signal. The API is never cached here: its answers go to the network (the offline visit keeps its
 * own data in IndexedDB, features/field-visits/offline). A new version waits until the user accepts it
 * (`registerType: 'prompt'`, app/service-worker.ts), so no page reloads under a form being filled.
 */
export const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    // Registered by app/service-worker.ts after the first paint, not by a script in the page.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'Mesa',
      short_name: 'Mesa',
      description: 'Mesa de crédito automotriz',
      lang: 'es-MX',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND,
      background_color: '#F8F7FA',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The files as built, not their .br/.gz twins (the server picks those per request).
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // Every address of the app opens the app's page from the cache; the API, its docs and the prerendered
      // sign-in page (plain or demo, chosen by the server) always go to the network.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/login/],
      // The largest vendor chunk is about 1 MB before compression.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once (its lazy screens then load from the cache when the
      // signal goes); a later version still waits for the user (no skipWaiting).
      clientsClaim: true,
      // The API's answers are not cached: no runtime caching rules.
      runtimeCaching: [],
    },
  })
