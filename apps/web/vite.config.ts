import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { precompress } from './vite-precompress'
import { preloadApp } from './vite-app-preload'
import { prerenderSignIn } from './vite-prerender-sign-in'
import { installableApp } from './vite-pwa'

const require = createRequire(import.meta.url)
/**
 * react-router's package exports only its development build (dev warnings on); production builds use the
 * production build it also ships, which differs only by ENABLE_DEV_WARNINGS = false.
 */
const reactRouterProduction = join(dirname(require.resolve('react-router')), '../production/index.mjs')

/**
 * The libraries every signed-in screen uses, each family in one chunk instead of one chunk per module: the
 * signed-in list asked for about 190 scripts, and on HTTP/1.1's six connections a phone pays a round trip for
 * every few of them (issue 12, Lighthouse on the ally list). The sign-in page imports none of them.
 */
const vendorFamilies: [name: string, pattern: RegExp][] = [
  // Named, so Rollup does not pull React into the first family that imports it (the sign-in page needs React only).
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['mui-icons', /\/node_modules\/@mui\/icons-material\//],
  [
    'mui',
    /\/node_modules\/(@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|stylis|react-transition-group|@popperjs|react-is|hoist-non-react-statics|clsx|@babel\/runtime)\//,
  ],
  ['tanstack-query', /\/node_modules\/@tanstack\/(query-core|react-query)\//],
  ['router', /\/node_modules\/react-router\//],
]

function vendorChunk(id: string): string | undefined {
  return vendorFamilies.find(([, pattern]) => pattern.test(id))?.[0]
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), preloadApp(), prerenderSignIn(), installableApp(), precompress()],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    // scripts/check-bundle.mjs reads the manifest to measure the login route's initial JavaScript.
    manifest: true,
    target: 'es2022',
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker per core less one: a single worker on a two-core machine, where the
    // suite's time goes to importing each file's modules. Two keep both cores busy (as the API suite does).
    maxWorkers: 2,
  },
}))
