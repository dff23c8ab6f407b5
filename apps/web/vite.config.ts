import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { precompress } from './vite-precompress'
import { prerenderSignIn } from './vite-prerender-sign-in'

const require = createRequire(import.meta.url)
/**
 * react-router's package exports only its development build (dev warnings on); production builds use the
 * production build it also ships, which differs only by ENABLE_DEV_WARNINGS = false.
 */
const reactRouterProduction = join(dirname(require.resolve('react-router')), '../production/index.mjs')

export default defineConfig(({ mode }) => ({
  plugins: [react(), prerenderSignIn(), precompress()],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    // scripts/check-bundle.mjs reads the manifest to measure the login route's initial JavaScript.
    manifest: true,
    target: 'es2022',
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
