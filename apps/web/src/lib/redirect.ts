/** The `to` query when it is a path of this app (never another origin: no open redirect). */
export function safeRedirect(search: string | undefined): string | null {
  const to = new URLSearchParams(search ?? '').get('to')
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null
  return to
}
