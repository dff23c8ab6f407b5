import type { CourseCategory } from '@mesa/contracts'

const colours: Record<CourseCategory, [string, string]> = {
  web: ['#1e3a8a', '#3b82f6'],
  design: ['#831843', '#ec4899'],
  finance: ['#064e3b', '#10b981'],
  sales: ['#7c2d12', '#f97316'],
  data: ['#312e81', '#8b5cf6'],
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The lesson video's poster, drawn here as an SVG data URL (no external media: the sample carries no video
 * files, and the page loads nothing from outside the app).
 */
export function coursePoster(category: CourseCategory, title: string): string {
  const [from, to] = colours[category]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="640" cy="330" r="90" fill="rgba(255,255,255,0.9)"/><path d="M610 280 L700 330 L610 380 Z" fill="${from}"/>
<text x="640" y="520" fill="#fff" font-family="sans-serif" font-size="44" text-anchor="middle">${escapeXml(title)}</text>
</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
