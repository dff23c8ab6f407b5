import type { ApiError } from '@mesa/contracts'
import { isApiError } from './guards'
import type { FetchLike, TokenStore } from './refresh'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'HttpError'
  }
}

export interface RequestOptions {
  json?: unknown
  searchParams?: Record<string, string | number | boolean | undefined>
  /** A write carrying a key the server honours may be retried; see `idempotencyHonoured`. */
  idempotencyKey?: string
  /** false: no bearer header and no refresh on 401 (sign-in, register, ...). */
  auth?: boolean
  /** 'text': answer the body as text (e.g. a CSV export) instead of parsing JSON. */
  responseType?: 'json' | 'text'
  signal?: AbortSignal
}

/** Statuses that are retried (spec §7). */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const MAX_RETRY_DELAY_MS = 5000

export interface HttpClientDeps {
  fetch: FetchLike
  store: Pick<TokenStore, 'getAccessToken'>
  refresh: () => Promise<string | null>
  baseUrl?: string
  sleep?: (ms: number) => Promise<void>
  /** Whether the API honours Idempotency-Key: only then is a write sent with a key retried. */
  idempotencyHonoured?: boolean
}

export function createHttpClient(deps: HttpClientDeps) {
  const {
    fetch,
    store,
    refresh,
    baseUrl = '/api',
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    idempotencyHonoured = false,
  } = deps

  function buildUrl(path: string, searchParams: RequestOptions['searchParams']): string {
    const url = path.startsWith(`${baseUrl}/`) ? path : `${baseUrl}/${path.replace(/^\//, '')}`
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(searchParams ?? {})) {
      if (value !== undefined) query.set(key, String(value))
    }
    const text = query.toString()
    return text ? `${url}?${text}` : url
  }

  function retryDelay(response: Response): number {
    const seconds = Number(response.headers.get('retry-after'))
    return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_DELAY_MS) : 300
  }

  async function toError(response: Response): Promise<HttpError> {
    const body: unknown = await response.json().catch(() => null)
    return new HttpError(response.status, isApiError(body) ? body : null)
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(path, options.searchParams)
    const useAuth = options.auth !== false
    const retries = method === 'GET' || (options.idempotencyKey && idempotencyHonoured) ? 1 : 0
    let attempts = 0
    let refreshed = false
    for (;;) {
      const token = useAuth ? store.getAccessToken() : undefined
      const headers: Record<string, string> = { accept: 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      if (options.json !== undefined) headers['content-type'] = 'application/json'
      if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
      const response = await fetch(url, {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: options.signal,
      })
      if (response.status === 401 && token && !refreshed) {
        refreshed = true
        const current = store.getAccessToken()
        // A token that changed while this call was in flight is already fresh; otherwise refresh once.
        const fresh = current && current !== token ? current : await refresh()
        if (fresh) continue
        throw await toError(response)
      }
      if (RETRY_STATUSES.has(response.status) && attempts < retries) {
        attempts += 1
        await sleep(retryDelay(response))
        continue
      }
      if (!response.ok) throw await toError(response)
      const text = await response.text()
      if (options.responseType === 'text') return text as T
      return (text ? JSON.parse(text) : undefined) as T
    }
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
    patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  }
}
