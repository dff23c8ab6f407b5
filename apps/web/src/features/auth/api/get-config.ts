import { useEffect, useState } from 'react'
import type { PublicConfig } from '@mesa/contracts'
import { fetchConfig, isPublicConfig } from '../../../lib/public-config'

export type { PublicConfig }

/** The id of the JSON data block in which login-demo.html carries the config it was prerendered with. */
export const PRERENDERED_CONFIG_ID = 'mesa-config'
let prerendering: PublicConfig | null = null

/** The build's prerender (app/sign-in-document) draws the page with this config, as the browser will. */
export function prerenderWith(config: PublicConfig | null) {
  prerendering = config
}

/** The config the page was prerendered with: the first render must draw what the markup shows. */
function prerenderedConfig(): PublicConfig | null {
  if (typeof document === 'undefined') return prerendering
  const block = document.getElementById(PRERENDERED_CONFIG_ID)
  if (!block?.textContent) return null
  try {
    const value: unknown = JSON.parse(block.textContent)
    return isPublicConfig(value) ? value : null
  } catch {
    return null
  }
}

/** The public config: at first what the page was prerendered with (if any), then the server's answer. */
export function useConfig(enabled = true): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(() => (enabled ? prerenderedConfig() : null))
  useEffect(() => {
    if (!enabled) return
    let active = true
    void fetchConfig().then((value) => {
      if (active) setConfig(value)
    })
    return () => {
      active = false
    }
  }, [enabled])
  return config
}
