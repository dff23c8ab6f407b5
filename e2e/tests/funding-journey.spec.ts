import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fullChromium } from './browser'
import { shot, shotThemes, signIn, users } from './helpers'

// The contract's PDF is read in the full browser's PDF viewer (the headless shell the other specs use has none).
test.use({ launchOptions: fullChromium })

/**
 * Issues 15 and 30 end to end on ONE application: from an authorised application in contrato the committee
 * generates and signs the contract; treasury assigns a funder's line and asks for the SPEI disbursement, a
 * second treasurer approves it (four eyes, through the API here: funding.spec walks the queue's screen),
 * treasury hands it on to póliza from the funding detail; the committee quotes the four insurers, binds one and
 * issues it, then finds the application in the funding list and the policy in the insurance list.
 */

const comite = { email: 'comite@demo.com', password: 'comite' }
const treasurer = { email: 'tesoreria@demo.com', password: 'tesoreria' }
const secondTreasurer = { email: 'tesoreria2@demo.com', password: 'tesoreria' }
/** Generating renders a PDF on the server, and the machine is shared: answers can take seconds. */
const slow = expect.configure({ timeout: 30_000 })

interface Target {
  id: number
  product: string
  folio: number
}

/** A one-page PDF, the "signed scan" the test uploads. */
const scanPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
)

async function settled(page: Page) {
  await slow(page.getByRole('progressbar')).toHaveCount(0)
}

/**
 * The last application in contrato with authorised terms, no contract yet, an ally with a CLABE (the
 * disbursement's beneficiary) and the Fondo Propio line eligible (contracts.spec takes the first one).
 */
async function tokenOf(request: APIRequestContext, user: { email: string; password: string }) {
  const login = await request.post('/api/v1/allies/login/', { data: user })
  expect(login.status(), await login.text()).toBe(201)
  return { Authorization: `Bearer ${(await login.json()).accessToken}` }
}

async function findTarget(request: APIRequestContext): Promise<Target> {
  const headers = await tokenOf(request, comite)
  // The committee no longer reads funding (issue 30): treasury says which lines are eligible.
  const treasury = await tokenOf(request, treasurer)
  const list = await request.get('/api/v1/credit-applications?stage=contrato&itemsPerPage=100', { headers })
  const applications = ((await list.json()).items as Target[]).reverse()
  for (const application of applications) {
    const file = await request.get(
      `/api/v1/contracts/applications/${application.product}/${application.id}`,
      {
        headers,
      },
    )
    const contract = await file.json()
    if (contract.current !== null || !contract.termsAuthorised) continue
    const funding = await (
      await request.get(`/api/v1/funding/applications/${application.folio}`, { headers: treasury })
    ).json()
    const own = funding.options.find(
      (option: { funder: { name: string } }) => option.funder.name === 'Fondo Propio',
    )
    if (funding.beneficiary.clabe && own?.eligible) return application
  }
  throw new Error('no application in contrato ready for the whole journey')
}

test('one application: contract signed → treasury asks for the SPEI, a second treasurer approves → four quotes → bind', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const target = await findTarget(request)
  await signIn(page, comite)

  // Contract: generate from the authorised terms, sign with today's date and the scan, advance to fondeo.
  await page.goto(`/apps/solicitudes/${target.product}/${target.id}?tab=contract`)
  await settled(page)
  await page.getByRole('button', { name: 'Generar contrato', exact: true }).click()
  await slow(page.getByText('Versión 1 generada.')).toBeVisible()
  // The support view shows the PDF in Chromium's viewer (a blob: frame the CSP allows), headless too.
  await page.getByRole('link', { name: 'Ver el contrato, su PDF y sus versiones', exact: true }).click()
  const pdfViewer = () => page.frames().find((frame) => frame.url().startsWith('chrome-extension://'))
  await expect.poll(() => pdfViewer() !== undefined, { timeout: 30_000 }).toBe(true)
  await slow(pdfViewer()!.locator('viewer-page-selector')).toBeAttached()
  await shot(page, 'journey-contract-pdf-light')
  await page.goBack()
  const form = page.getByRole('form', { name: 'Registrar la firma' })
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'contrato-firmado.pdf', mimeType: 'application/pdf', buffer: scanPdf })
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
  await form.getByLabel('Fecha de firma').fill(today)
  await form.getByRole('button', { name: 'Registrar firma' }).click()
  await slow(page.getByText('Firma registrada. La solicitud ya puede avanzar a fondeo.')).toBeVisible()
  await page.getByRole('button', { name: 'Avanzar a Fondeo' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Avanzar' }).click()
  await slow(page.getByText('La solicitud pasó a Fondeo')).toBeVisible()

  // Funding, treasury's: assign Fondo Propio's line, ask for the SPEI disbursement to the ally's CLABE.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signIn(page, treasurer)
  await page.goto(`/apps/fondeos/solicitudes/detail/${target.folio}`)
  await settled(page)
  await page.getByRole('button', { name: 'Asignar a Fondo Propio, Capital propio', exact: true }).click()
  // Issue 38: a money move is confirmed on its summary first.
  await page.getByRole('dialog').getByRole('button', { name: 'Asignar', exact: true }).click()
  await slow(page.getByText(/^Asignada a Fondo Propio · Capital propio por/)).toBeVisible()
  await page.getByRole('button', { name: 'Registrar disposición', exact: true }).click()
  const disburse = page.getByRole('dialog', { name: `Disposición de la solicitud ${target.folio}` })
  const spei = `JRNY${target.folio}SPEI`
  await disburse.getByLabel('Clave de rastreo SPEI').fill(spei)
  await disburse.getByRole('button', { name: 'Registrar disposición' }).click()
  await disburse.getByRole('button', { name: 'Solicitar disposición' }).click()
  await slow(page.getByText(/La disposición espera la aprobación de una segunda persona/)).toBeVisible()
  // Four eyes: the second treasurer approves the pending request; on reload it is booked.
  const approver = await tokenOf(request, secondTreasurer)
  const queue = await (
    await request.get('/api/v1/approvals?status=pending&kind=funding.disbursement', { headers: approver })
  ).json()
  const asked = queue.items.find((item: { subjectId: string }) => item.subjectId === String(target.id)) as {
    id: number
    version: number
  }
  const approved = await request.post(`/api/v1/approvals/${asked.id}/approve`, {
    headers: approver,
    data: { version: asked.version },
  })
  expect(approved.status(), await approved.text()).toBe(200)
  await page.reload()
  await slow(page.getByText(new RegExp(`clave ${spei}`))).toBeVisible()
  // Treasury reads no application file: it hands the application on to the póliza desk from here (issue 38).
  await expect(page.getByRole('link', { name: 'Abrir expediente' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Pasar a póliza' }).click()
  await slow(page.getByText('La solicitud pasó a póliza.')).toBeVisible()

  // The file's Fondeo tab (an administrator's view) shows the disbursement's date formatted.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signIn(page, users.admin)
  await page.goto(`/apps/solicitudes/${target.product}/${target.id}?tab=funding`)
  await settled(page)
  const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' }).format(new Date(`${today}T12:00:00`))
  await slow(page.getByRole('tabpanel').getByText(day, { exact: false })).toBeVisible()
  await shot(page, 'journey-funding-tab-light')
  await shotThemes(page, 'journey-funding-tab', async () => {
    await slow(page.getByRole('tabpanel').getByText(spei, { exact: false })).toBeVisible()
    await settled(page)
  })

  // The application in the funding list: disbursed, Fondo Propio.
  await page.goto(`/apps/fondeos/solicitudes/list?status=disbursed&q=${target.folio}`)
  const funded = page.getByRole('table', { name: 'Fondeo de solicitudes' }).locator('tbody tr')
  await slow(funded).toHaveCount(1)
  await expect(funded.first()).toContainText('Dispuesta')
  await expect(funded.first()).toContainText('Fondo Propio')

  // Insurance, the committee's: quote the four insurers side by side, bind Quálitas, issue the policy.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signIn(page, comite)
  await page.goto(`/apps/fondeos/poliza/${target.product}/${target.id}`)
  await slow(
    page.getByRole('heading', { level: 1, name: `Póliza de la solicitud #${target.folio}` }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Cotizar con las cuatro aseguradoras' }).click()
  const cards = page.getByRole('region', { name: /^(ANA Seguros|General de Seguros|GNP Seguros|Quálitas)$/ })
  await slow(cards).toHaveCount(4)
  await page.getByRole('button', { name: 'Contratar con Quálitas' }).click()
  // Issue 38: binding is confirmed on its summary first.
  await page.getByRole('dialog').getByRole('button', { name: 'Contratar con Quálitas' }).click()
  const summary = page.getByRole('region', { name: 'Póliza Quálitas' })
  await slow(summary.getByText('Contratada')).toBeVisible()
  await summary.getByRole('button', { name: 'Emitir póliza' }).click()
  await slow(summary.getByText('Vigente', { exact: true })).toBeVisible()
  const policyNumber = ((await summary.getByText(/^Q\d{10}-\d{4}$/).textContent()) ?? '').trim()
  expect(policyNumber).not.toBe('')

  // The policy in the insurance list.
  await page.goto('/apps/insurance/list')
  await page.getByRole('searchbox', { name: 'Buscar por póliza, asegurado o folio' }).fill(policyNumber)
  const policies = page.getByRole('table', { name: 'Vigentes' }).locator('tbody tr')
  await slow(policies).toHaveCount(1)
  await expect(policies.first()).toContainText(`Solicitud #${target.folio}`)
  await shot(page, 'journey-insurance-list-light')
})
