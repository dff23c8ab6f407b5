import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { useMemo } from 'react'

interface SafeHtmlFrameProps {
  /** HTML the server already sanitised; still untrusted. */
  html: string
  /** Load images from other sites (the reader allowed them). */
  allowRemoteImages: boolean
  title: string
}

const LINE = 21
function estimatedHeight(html: string): number {
  const parsed = new DOMParser().parseFromString(html, 'text/html').body
  const text = parsed.textContent ?? ''
  const blocks = parsed.querySelectorAll('p, div, br, li, tr, h1, h2, h3, blockquote').length
  const images = parsed.querySelectorAll('img').length
  const lines = Math.ceil(text.length / 90) + blocks
  return Math.max(60, Math.min(640, lines * LINE + images * 160 + 24))
}

/**
 * Shows an e-mail's HTML where nothing in it can act: an iframe with `sandbox=""` (no script, form,
 * popup, top navigation or same-origin access) whose own Content-Security-Policy allows no script, no
 * connection and, until the reader allows them, no image from another site (tracking pixels).
 */
export function SafeHtmlFrame({ html, allowRemoteImages, title }: SafeHtmlFrameProps) {
  const theme = useTheme()
  const document = useMemo(() => {
    const images = allowRemoteImages ? 'data: https:' : 'data:'
    const policy = `default-src 'none'; img-src ${images}; style-src 'unsafe-inline'; font-src data:`
    return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><base target="_blank"><style>
      body{margin:0;font-family:${theme.typography.fontFamily};font-size:14px;line-height:1.5;color:${theme.palette.text.primary};background:transparent;overflow-wrap:anywhere}
      img{max-width:100%;height:auto} a{color:${theme.palette.primary.main}} blockquote{margin:0 0 0 8px;padding-left:8px;border-left:3px solid ${theme.palette.divider}}
    </style></head><body dir="auto">${html}</body></html>`
  }, [html, allowRemoteImages, theme])

  // sandbox="" makes the frame's document opaque to this page (it cannot be measured from here and can
  // run no script to report its size): the height is estimated from the text, and the frame scrolls.
  const height = useMemo(() => estimatedHeight(html), [html])

  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={document}
      referrerPolicy="no-referrer"
      sx={{ width: '100%', height, border: 0, display: 'block', colorScheme: theme.palette.mode }}
    />
  )
}
