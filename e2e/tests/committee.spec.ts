import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * The credit decision (issue 14): three committee members vote on an application in deliberación (one sets a
 * condition), the decision closes at quorum; in autorización the condition is met and the terms authorised
 * with their CAT and schedule; the AnswerSheet prints and downloads as a PDF.
 */

const members = [
  { email: 'comite@demo.com', password: 'comite' },
  { email: 'comite2@demo.com', password: 'comite' },
  { email: 'comite3@demo.com', password: 'comite' },
]

test.describe.configure({ mode: 'serial' })

interface Item {
  id: number
  product: string
  priceCents: number
}
let target: Item
const fileOf = (tab: string) => `/apps/solicitudes/${target.product}/${target.id}?tab=${tab}`
const run = Date.now().toString(36)

async function settled(page: Page) {
  await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

/** A bearer header for API calls as this user (the set-up and the checks beside the screens). */
const headersOf = async (request: APIRequestContext, user: { email: string; password: string }) => ({
  Authorization: `Bearer ${(await (await request.post('/api/v1/allies/login/', { data: user })).json()).accessToken}`,
})

/** The screen as it is now in the dark theme and in Arabic (RTL), then back to Spanish in light. */
async function shotThemes(page: Page, name: string) {
  const looks = [
    { suffix: 'dark', theme: 'dark', language: '"es"', dir: 'ltr' },
    { suffix: 'ar', theme: 'light', language: '"ar"', dir: 'rtl' },
  ]
  for (const look of looks) {
    await page.evaluate(({ theme, language }) => {
      localStorage.setItem('Mesa-theme', theme)
      localStorage.setItem('Mesa-language', language)
    }, look)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', look.dir)
    await settled(page)
    await shot(page, `${name}-${look.suffix}`, { fullPage: true })
  }
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
}

test.beforeAll(async ({ request }) => {
  const headers = await headersOf(request, members[0]!)
  const base = (item: { product: string; id: number }) =>
    `/api/v1/credit-applications/${item.product}/${item.id}`
  const listed = await request.get(
    '/api/v1/credit-applications?stage=deliberacion&product=auto&itemsPerPage=100',
    {
      headers,
    },
  )
  expect(listed.status(), await listed.text()).toBe(200)
  const list = await listed.json()
  // An auto application nobody voted on yet, whose capacity (if known) leaves room for the payment.
  for (const item of list.items as Array<{ id: number; product: string }>) {
    const committee = await (await request.get(`${base(item)}/committee`, { headers })).json()
    if (committee.votes.length > 0) continue
    const resume = await (await request.get(`${base(item)}/deliberation`, { headers })).json()
    const capacity = resume.paymentCapacity
    // The terms below ask about 5 716 pesos a month with IVA and insurance.
    if (capacity && (capacity.maxPaymentCents ?? 0) < 8_000_00) continue
    target = { ...item, priceCents: resume.product.priceCents }
    break
  }
  expect(target).toBeDefined()
})

test('three committee members vote; the decision closes at quorum', async ({ page }) => {
  test.setTimeout(120_000)
  const votes = ['approve_with_conditions', 'approve', 'approve'] as const
  for (const [index, member] of members.entries()) {
    await signIn(page, member)
    await page.goto(fileOf('deliberation'))
    await settled(page)
    await expect(page.getByTestId('resume-contact')).toBeVisible()
    const form = page.getByRole('form', { name: 'Tu voto' })
    if (index === 0) {
      // No vote is proposed (issue 38): registering without choosing one says it is required.
      await form.getByRole('button', { name: 'Registrar voto' }).click()
      await expect(form.getByText('Campo obligatorio')).toBeVisible()
    }
    await form.getByLabel('Voto').click()
    await page
      .getByRole('option', {
        name: votes[index] === 'approve' ? 'Aprobar' : 'Aprobar con condiciones',
        exact: true,
      })
      .click()
    if (votes[index] === 'approve_with_conditions') {
      // The condition's kind is not proposed either: the member picks it.
      await form.getByLabel('Condición 1').click()
      await page.getByRole('option', { name: 'Obligado solidario', exact: true }).click()
      await form.getByLabel('Detalle').fill(`Obligado solidario con ingresos comprobables (${run})`)
      if (index === 0) {
        await shot(page, 'committee-vote', { fullPage: true })
        await expectAccessible(page)
      }
    }
    await form.getByRole('button', { name: 'Registrar voto' }).click()
    await expect(page.getByRole('list', { name: 'Votos del comité' }).getByRole('listitem')).toHaveCount(
      index + 1,
    )
  }
  await expect(page.getByTestId('committee-decision')).toContainText('Aprobada con condiciones')
  await expect(page.getByRole('form', { name: 'Tu voto' })).toHaveCount(0)
  // The file refetches: the committee_decided gate no longer blocks the advance.
  await expect(page.getByText('El comité debe emitir un dictamen que apruebe')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Avanzar a Autorización' })).toBeEnabled()
  await shot(page, 'committee-decided', { fullPage: true })
})

test('in autorización the condition is met, the terms authorised with their CAT, the AnswerSheet printed', async ({
  page,
  request,
}) => {
  // Many steps and six screenshots on a shared, slow machine.
  test.setTimeout(180_000)
  const headers = await headersOf(request, members[0]!)
  const url = `/api/v1/credit-applications/${target.product}/${target.id}`
  const { version } = await (await request.get(url, { headers })).json()
  const moved = await request.post(`${url}/transitions`, {
    headers,
    data: { transition: 'advance', data: {}, version },
  })
  expect(moved.status()).toBe(200)

  await signIn(page, members[0]!)
  await page.goto(fileOf('authorization'))
  await settled(page)
  await page.getByRole('button', { name: 'Marcar cumplida' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Evidencia').fill(`Aval firmado y verificado (${run})`)
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Cumplida', { exact: true })).toBeVisible()

  const form = page.getByRole('form', { name: 'Autorizar condiciones finales' })
  const fill = async (label: string, value: string) => form.getByLabel(label, { exact: true }).fill(value)
  await fill('Monto del crédito (pesos)', '150000')
  await fill('Enganche (pesos)', String(Math.ceil((target.priceCents * 0.35) / 100)))
  await fill('Tasa anual (%)', '18')
  await fill('Plazo (número de pagos)', '48')
  await fill('Comisión por apertura (%)', '2')
  await fill('Seguro por pago (pesos)', '950')
  await fill('Primer vencimiento', '2027-01-15')
  await form.getByRole('button', { name: 'Autorizar' }).click()
  await expect(page.getByTestId('authorised-cat')).toBeVisible()
  const answer = await (await request.get(`${url}/authorisation`, { headers })).json()
  await expect(page.getByTestId('authorised-cat')).toContainText(
    `${answer.current.quote.catPct.toFixed(1)} %`,
  )
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(49)
  await shot(page, 'committee-authorization', { fullPage: true })
  await expectAccessible(page)
  await shotThemes(page, 'committee-authorization')

  await page.goto(fileOf('answerSheet'))
  await settled(page)
  const letter = page.getByRole('article', { name: 'Hoja de respuesta' })
  await expect(letter).toContainText('Aprobada con condiciones')
  await expect(letter).toContainText(`${answer.current.quote.catPct.toFixed(1)} %`)
  await expectAccessible(page)
  // Printing opens the browser's dialog: count the call, and look at the page as paper shows it.
  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void (window as unknown as { printed: number }).printed++
  })
  await page.getByRole('button', { name: 'Imprimir' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await shot(page, 'committee-answer-sheet-print', { fullPage: true })
  await page.emulateMedia({ media: 'screen' })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar PDF' }).click()
  const pdf = await download
  expect(pdf.suggestedFilename()).toMatch(/^hoja-de-respuesta-\d+\.pdf$/)
  await pdf.saveAs('/tmp/h3/answer-sheet.pdf')
  await shot(page, 'committee-answer-sheet', { fullPage: true })
  await shotThemes(page, 'committee-answer-sheet')
})
