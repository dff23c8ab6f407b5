/** The app's test hook (apps/web/src/lib/api-client.ts), typed for page.evaluate. */
interface Window {
  __MESA_TEST_HOOKS__?: {
    api: { get: (path: string) => Promise<unknown> }
  }
}
