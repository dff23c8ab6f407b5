import { describe, expect, it } from 'vitest'
import ar from '../locales/ar.json'
import en from '../locales/en.json'
import es from '../locales/es.json'
import fr from '../locales/fr.json'
import { jobKindKey } from './job-kind'

/** The kinds the API's job handlers are registered under (grep registerJobHandler and enqueue in apps/api/src; system/retention.ts). */
const kinds = [
  'accounting.period-close',
  'audit.checkpoint',
  'automated-checks.run',
  'business-date.end-of-day',
  'business-date.end-of-day-batch',
  'credit-applications.overdue-sweep',
  'credit-applications.overdue-notice',
  'credit-bureau.pull',
  'email.account-sync',
  'email.imap-sync',
  'email.upload-sweep',
  'imports.run',
  'imports.sweep',
  'invoices.past-due-sweep',
  'mail.deliver',
  'messaging.campaign-audience',
  'messaging.campaign-batch',
  'messaging.send',
  'messaging.sandbox-receipt',
  'messaging.sandbox-review',
  'messaging.submit-template',
  'portfolio.arrears-history',
  'retention.jobs',
  'retention.sessions',
  'retention.notifications',
  'retention.idempotency-keys',
  'retention.rate-limits',
  'trash.purge',
  'verifications.ocr-read',
]

const lookup = (dictionary: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary)

describe('job kinds', () => {
  it.each(Object.entries({ es, en, fr, ar }))('%s names every kind', (_, dictionary) => {
    for (const kind of kinds) expect(typeof lookup(dictionary, jobKindKey(kind)), kind).toBe('string')
  })
})
