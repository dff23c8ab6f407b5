import {
  emailFilters,
  emailLabels,
  screens,
  type Email,
  type EmailFilter,
  type EmailLabel,
  type EmailListQuery,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { formatDate, formatDateTime } from '../../../lib/format'

/** What the route shows (spec §2): /apps/email, /apps/email/{filter|label}, /filter/{filter}, /label/{label}. */
export interface EmailView {
  filter?: EmailFilter
  label?: EmailLabel
}

const isFilter = (value: string | undefined): value is EmailFilter =>
  (emailFilters as readonly string[]).includes(value ?? '')
const isLabel = (value: string | undefined): value is EmailLabel =>
  (emailLabels as readonly string[]).includes(value ?? '')

/** The view of the route's parameters; null for a name that is neither a filter nor a label. */
export function viewOf(params: { view?: string; filter?: string; label?: string }): EmailView | null {
  if (params.filter !== undefined) return isFilter(params.filter) ? { filter: params.filter } : null
  if (params.label !== undefined) return isLabel(params.label) ? { label: params.label } : null
  if (params.view === undefined) return { filter: 'inbox' }
  if (isFilter(params.view)) return { filter: params.view }
  if (isLabel(params.view)) return { label: params.view }
  return null
}

export const viewQuery = (view: EmailView, q: string): EmailListQuery => ({
  ...(view.filter && { filter: view.filter }),
  ...(view.label && { label: view.label }),
  ...(q && { q }),
})

/** The navigation's link to a view: the inbox is /apps/email itself. */
export function viewPath(view: EmailView): string {
  if (view.label) return generatePath(screens.emailView.path, { view: view.label })
  if (!view.filter || view.filter === 'inbox') return screens.email.path
  return generatePath(screens.emailView.path, { view: view.filter })
}

/** Label colours (the template's): private red, company blue, personal green, important amber. */
export const labelColours: Record<EmailLabel, 'error' | 'info' | 'success' | 'warning'> = {
  private: 'error',
  company: 'info',
  personal: 'success',
  important: 'warning',
}

/** The text of an e-mail's HTML, for the list's one-line preview. */
export function previewText(html: string): string {
  // Blocks end with a space, so paragraphs do not run together.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$& ')
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? ''
  return text.replace(/\s+/g, ' ').trim().slice(0, 160)
}

export function timeText(iso: string, language: string, withDate = false): string {
  const today = new Date().toDateString() === new Date(iso).toDateString()
  if (withDate) return formatDateTime(iso, language)
  return today ? formatDateTime(iso, language, undefined, { timeOnly: true }) : formatDate(iso, language)
}

/** An e-mail of the trash or spam is restored to the inbox; these views offer restore instead of trash. */
export const isRestorable = (email: Pick<Email, 'isDeleted' | 'folder'>) =>
  email.isDeleted || email.folder === 'spam'
