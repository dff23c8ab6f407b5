import { expect, test, type Page } from '@playwright/test'
import { screenEntries } from '../../packages/contracts/src/screens/screens'
import { signIn, users } from './helpers'

/**
 * Every product screen speaks the reader's language (issue 38): no raw i18n key ("auth.reset.missingToken"),
 * no English date ("Apr 14", "8:43 PM") and no decimal comma ("12,5 %") in what a screen shows, in Spanish.
 * The screens come from the registry: signed-in ones without a parameter, not the template's demo or public
 * pages; a screen that needs an id is opened from the first row of its list.
 */

const ventas = { email: 'ventas@demo.com', password: 'ventas' }

const screens = screenEntries
  .filter(([, screen]) => screen.access === 'protected' && !screen.demo && !screen.path.includes(':'))
  .map(([id, screen]) => ({ id, path: screen.path }))

/** Lists whose first row opens a screen that needs an id: the list's path and the link to follow. */
const detailsFrom = [
  { list: '/apps/aliados/list', link: /\/apps\/aliados\/edit\/\d+/ },
  { list: '/apps/solicitudes/list', link: /\/apps\/solicitudes\/[a-z]+\/\d+/ },
  { list: '/apps/user/list', link: /\/apps\/user\/view\/\d+/ },
  { list: '/apps/invoice/list', link: /\/apps\/invoice\/preview\/\d+/ },
  { list: '/apps/support/customer/list', link: /\/apps\/support\/customer\/edit\/\d+/ },
  { list: '/apps/support/tickets', link: /\/apps\/support\/tickets\/\d+/ },
  { list: '/apps/fondeos/fondeadores', link: /\/apps\/fondeos\/fondeadores\/\d+/ },
]

const rawKey = /\b[a-z][a-zA-Z]+(\.[a-zA-Z_]{2,})+\b/g
/** What looks like a key but is not one: an e-mail, a web address, a file name. */
const notAKey = /(@|\/\/|www\.)|\.(com|mx|org|net|pdf|csv|xlsx|png|jpe?g|txt|zip|xml)\b/i
const englishDate = [
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}\b/,
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\b/,
  /\d{1,2}:\d{2}(:\d{2})?\s?(AM|PM)\b/,
]
// Mexican figures use a decimal point; a comma only groups thousands ("$15,311,747.00").
const decimalComma = [/\d,\d{1,2}\s?%/, /(?<![\d,])\d+,\d(?![\d])/]

/** The visible text of the page, block by block, leaving out inputs, code and hidden parts (a closed details). */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = 'input, textarea, select, code, pre, script, style, noscript, [contenteditable="true"]'
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!parent || !text || parent.closest(skipped)) continue
      if (!parent.checkVisibility({ checkVisibilityCSS: true })) continue
      if (parent.closest('details:not([open])') && !parent.closest('summary')) continue
      // The element's whole text: "@" and a user name are two text nodes of one line.
      texts.push(parent.textContent?.trim() || text)
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')))
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    return [...new Set(texts)]
  })
}

function problemsIn(texts: string[]): string[] {
  const problems = new Set<string>()
  for (const text of texts) {
    for (const match of text.matchAll(rawKey)) {
      const around = text.slice(Math.max(0, match.index - 2), match.index + match[0].length + 6)
      if (!notAKey.test(around)) problems.add(`raw key "${match[0]}" in "${text.slice(0, 120)}"`)
    }
    for (const pattern of englishDate)
      if (pattern.test(text)) problems.add(`English date in "${text.slice(0, 120)}"`)
    for (const pattern of decimalComma)
      if (pattern.test(text)) problems.add(`decimal comma in "${text.slice(0, 120)}"`)
  }
  return [...problems]
}

/** Waits for the screen's heading and for its data (no loading bar in the main area). */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('main [role="progressbar"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => {})
}

async function walk(page: Page): Promise<{ found: Record<string, string[]>; read: number }> {
  const found: Record<string, string[]> = {}
  let read = 0
  const check = async (where: string) => {
    await settle(page)
    read += 1
    const problems = problemsIn(await visibleTexts(page))
    if (problems.length > 0) found[where] = problems
  }
  for (const screen of screens) {
    await page.goto(screen.path)
    // A screen the role may not open redirects: nothing of it to read.
    if (new URL(page.url()).pathname === '/not-authorized') continue
    await check(screen.path)
  }
  for (const { list, link } of detailsFrom) {
    await page.goto(list)
    if (new URL(page.url()).pathname === '/not-authorized') continue
    await settle(page)
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    const target = hrefs.find((href) => link.test(href))
    if (!target) continue
    await page.goto(target)
    await check(`${list} → ${target}`)
  }
  return { found, read }
}

test('an administrator reads every screen in words', async ({ page }) => {
  test.setTimeout(600_000)
  await signIn(page, users.admin)
  const { found, read } = await walk(page)
  expect(found).toEqual({})
  // Every screen opens for an administrator: a walk that read few of them proves nothing.
  expect(read).toBeGreaterThan(50)
})

test('an ally seller reads every screen in words', async ({ page }) => {
  test.setTimeout(300_000)
  await signIn(page, ventas)
  const { found, read } = await walk(page)
  expect(found).toEqual({})
  expect(read).toBeGreaterThan(5)
})
