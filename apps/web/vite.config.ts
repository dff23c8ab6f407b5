import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
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
  },
})
