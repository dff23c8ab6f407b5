import sanitizeHtml from 'sanitize-html'

/** Colours as hex, rgb() or a name: never a function such as expression() or url(). */
const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+\s*,\s*[\d.]+\s*,\s*[\d.]+\s*(,\s*[\d.]+\s*)?\)$/i,
  /^[a-z]+$/i,
]

/**
 * E-mail HTML is untrusted (it comes from whoever wrote it, inside or outside the company). Only a
 * formatting allow-list survives: no script, style sheet, form or control, frame, object or event
 * handler; links only to http(s), mailto and tel; inline styles only from a list of harmless properties
 * whose values are plain colours, sizes and keywords (so no CSS expression() or url()). The web shows
 * the result in a sandboxed iframe besides (defence in depth).
 */
const options = (onRemoteImage: () => void): sanitizeHtml.IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'span',
    'font',
    'center',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    table: ['width', 'cellpadding', 'cellspacing', 'border'],
    font: ['color'],
    '*': ['style', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-weight': [/^(bold|bolder|lighter|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal|oblique)$/],
      'text-decoration': [/^(underline|line-through|overline|none)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
      padding: [/^(\d{1,3}(px|em|%)?\s*){1,4}$/],
      margin: [/^(\d{1,3}(px|em|%)?\s*){1,4}$/],
    },
  },
  transformTags: {
    // Links open outside the app and tell the other site nothing about where they came from; a link or
    // image that is not absolute (a path of this app, say) is dropped: it means nothing in an e-mail.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs
      const absolute = /^(https?:|mailto:|tel:)/i.test(href ?? '')
      return {
        tagName,
        attribs: {
          ...rest,
          ...(absolute && { href }),
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      }
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs
      if (/^https?:/i.test(src ?? '')) onRemoteImage()
      return { tagName, attribs: /^(https?:|data:|cid:)/i.test(src ?? '') ? { ...rest, src: src! } : rest }
    },
  },
  // An image data: URI is allowed only for images (never data:text/html).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    /^data:/i.test(frame.attribs.src ?? '') &&
    !/^data:image\/(png|jpeg|gif|webp);/i.test(frame.attribs.src ?? ''),
})

export interface SanitisedHtml {
  html: string
  /** The message loads images from other sites (tracking pixels): the web asks before loading them. */
  hasRemoteImages: boolean
}

export function sanitiseEmailHtml(dirty: string): SanitisedHtml {
  let hasRemoteImages = false
  const html = sanitizeHtml(
    dirty,
    options(() => {
      hasRemoteImages = true
    }),
  )
  return { html, hasRemoteImages }
}

/** The plain-text part of an outgoing mail: line breaks kept, every tag dropped, entities decoded. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '\n')
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
