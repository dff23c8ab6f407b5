import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'

export interface PickedUpMail {
  to: string
  subject: string
  text: string
}

/**
 * The newest mail to `to`, read from the API's pickup directory (DATA_DIR/mail: without SMTP the API
 * writes each delivered mail there as JSON; the outbox endpoint only shows them with links redacted).
 */
export async function newestMailTo(to: string, textContains = ''): Promise<PickedUpMail> {
  const dir = join(process.env.MESA_E2E_DATA_DIR!, 'mail')
  let found: PickedUpMail | undefined
  await expect
    .poll(() => {
      let files: string[] = []
      try {
        files = readdirSync(dir).filter((name) => name.endsWith('.json'))
      } catch {
        return false
      }
      // Names start with the delivery time in milliseconds: newest last.
      const mails = files
        .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as PickedUpMail)
      found = mails.reverse().find((mail) => mail.to === to && mail.text.includes(textContains))
      return Boolean(found)
    })
    .toBe(true)
  return found!
}
