import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/**
 * Invoices (issue 18): the list, creating an invoice with lines, its preview and PDF, sending it by
 * e-mail (PDF attached, through the mail jobs) and recording payments (Partial Payment, then Paid).
 */
const stillFrames = { animations: 'disabled' } as const
/** The machine the suite runs on is shared: generous waits, the same assertions. */
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

const table = (page: Page) => page.getByRole('table', { name: 'Facturas' })
const settled = (page: Page) => expect(page.getByRole('progressbar')).toHaveCount(0)

async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).first().click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

/** The newest pickup-directory mail to `to` (the API without SMTP writes each delivered mail as JSON). */
function pickedUpMailTo(to: string) {
  const dir = join(process.env.MESA_E2E_DATA_DIR!, 'mail')
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'))
  return files
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
          to: string
          subject: string
          attachments: { fileName: string; file: string }[]
        },
    )
    .reverse()
    .find((mail) => mail.to === to)
}

test.describe('invoices as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, users.admin)
  })

  test('list: 36 seeded invoices, filters in the URL, light screenshot and axe', async ({ page }) => {
    await page.goto('/apps/invoice/list')
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible()
    await expect(table(page).locator('tbody tr')).toHaveCount(10)
    await expect(page.getByText('1–10 de 36')).toBeVisible()
    await expect(table(page).locator('tbody tr').first()).toContainText('#5022')
    await settled(page)
    await shot(page, 'invoices-list-light', stillFrames)
    await expectAccessible(page)

    await pick(page, /Estado/, 'Pagada')
    await expect(page).toHaveURL(/status=Paid/)
    await settled(page)
    const rows = table(page).locator('tbody tr')
    await expect(rows.first()).toContainText('Pagada')
  })

  test('create, preview, download the PDF, send it and record payments', async ({ page }, testInfo) => {
    await page.goto('/apps/invoice/add')
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva factura' })).toBeVisible()
    await pick(page, /Cliente/, /·/)
    await page.getByLabel(/Fecha de emisión/).fill('2026-03-10')
    await page.getByLabel(/Fecha de vencimiento/).fill('2026-03-01')
    await pick(page, /Servicio/, 'Desarrollo de software')
    await page.getByLabel(/Descripción/).fill('Sprint 1')
    await page.getByLabel(/Horas o cantidad/).fill('1.5')
    await page.getByLabel(/Precio unitario/).fill('850')
    await expect(page.getByTestId('invoice-line-amount-0')).toHaveText(/1,275\.00/)
    await page.getByRole('button', { name: 'Agregar concepto' }).click()
    const second = page.getByRole('group', { name: 'Concepto 2' })
    await second.getByRole('combobox', { name: /Servicio/ }).click()
    await page.getByRole('option', { name: 'Licencia extendida ilimitada' }).click()
    await second.getByLabel(/Precio unitario/).fill('12500')
    await second.getByLabel(/Descuento/).fill('10')
    // Subtotal 1,275.00 + 12,500.00 = 13,775.00, discount 1,250.00; IVA 16 % of 12,525.00 = 2,004.00
    const totals = page.getByTestId('invoice-totals')
    await expect(totals).toContainText('13,775.00')
    await expect(totals).toContainText('-$1,250.00')
    await expect(totals).toContainText('2,004.00')
    await expect(totals).toContainText('14,529.00')

    // Due before issued: a field error on the due date, nothing saved.
    await page.getByRole('button', { name: 'Crear factura' }).click()
    await expect(
      page.getByText('La fecha de vencimiento no puede ser anterior a la de emisión'),
    ).toBeVisible()
    await shot(page, 'invoices-form-error', stillFrames)
    await expectAccessible(page)
    await page.getByLabel(/Fecha de vencimiento/).fill('2099-04-09')
    await page.getByRole('button', { name: 'Crear factura' }).click()

    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/)
    const id = Number(page.url().split('/').pop())
    expect(id).toBeGreaterThan(5022)
    await expect(page.getByRole('heading', { level: 1, name: `Factura #${id}` })).toBeVisible()
    await expect(page.getByText('Factura guardada')).toBeVisible()
    const document = page.getByRole('article', { name: `Factura #${id}` })
    await expect(document).toContainText('Borrador')
    await expect(document).toContainText('$14,529.00')
    await shot(page, 'invoices-preview-light', stillFrames)
    await expectAccessible(page)

    // The PDF, rendered by the server; a Draft becomes Downloaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`factura-${id}.pdf`)
    const pdfPath = testInfo.outputPath(`factura-${id}.pdf`)
    await download.saveAs(pdfPath)
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-')
    await expect(document).toContainText('Descargada')

    // Send by e-mail in English: status Sent; the mail job delivers it with the English PDF attached.
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    const sendDialog = page.getByRole('dialog', { name: `Enviar la factura #${id}` })
    const to = await sendDialog.getByLabel(/Para/).inputValue()
    expect(to).toContain('@')
    await pick(page, /Idioma de la factura/, 'Inglés')
    await expectAccessible(page)
    await sendDialog.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText(`Factura enviada a ${to}`)).toBeVisible()
    await expect(document).toContainText('Enviada')
    await expect.poll(() => pickedUpMailTo(to)?.subject ?? '', { timeout: 20_000 }).toContain(`#${id}`)
    const mail = pickedUpMailTo(to)!
    expect(mail.subject).toContain(`Invoice #${id}`)
    expect(mail.attachments.map((file) => file.fileName)).toEqual([`factura-${id}.pdf`])
    const sentPdf = readFileSync(mail.attachments[0]!.file)
    expect(sentPdf.subarray(0, 5).toString()).toBe('%PDF-')

    // A payment of part of it: Partial Payment; then the rest: Paid with a zero balance.
    await page.getByRole('button', { name: 'Registrar pago' }).click()
    const payDialog = page.getByRole('dialog', { name: `Registrar un pago a la factura #${id}` })
    await expect(payDialog.getByLabel(/Monto/)).toHaveValue('14529')
    await payDialog.getByLabel(/Monto/).fill('4529')
    await pick(page, /Forma de pago/, 'Efectivo')
    await payDialog.getByRole('button', { name: 'Registrar pago' }).click()
    await expect(page.getByText('Pago registrado')).toBeVisible()
    await expect(document).toContainText('Pago parcial')
    await expect(document).toContainText('$10,000.00')
    await page.getByRole('button', { name: 'Registrar pago' }).click()
    await expect(payDialog.getByLabel(/Monto/)).toHaveValue('10000')
    await payDialog.getByRole('button', { name: 'Registrar pago' }).click()
    await expect(document).toContainText('Pagada')
    await expect(page.getByRole('table', { name: 'Pagos' }).locator('tbody tr')).toHaveCount(2)
    await settled(page)
    await shot(page, 'invoices-preview-paid', stillFrames)
  })

  test('dark mode and Arabic (right to left)', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
    await page.goto('/apps/invoice/list')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(table(page).locator('tbody tr')).toHaveCount(10)
    await settled(page)
    await shot(page, 'invoices-list-dark', stillFrames)
    await expectAccessible(page)
    await page.goto('/apps/invoice/preview/4989')
    await expect(page.getByRole('heading', { level: 1, name: 'Factura #4989' })).toBeVisible()
    await settled(page)
    await shot(page, 'invoices-preview-dark', stillFrames)
    await expectAccessible(page)

    await page.evaluate(() => {
      localStorage.setItem('Mesa-theme', 'light')
      localStorage.setItem('Mesa-language', '"ar"')
    })
    await page.goto('/apps/invoice/list')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'الفواتير' })).toBeVisible()
    await settled(page)
    await shot(page, 'invoices-list-ar', stillFrames)
    await page.goto('/apps/invoice/add')
    await expect(page.getByRole('heading', { level: 1, name: 'فاتورة جديدة' })).toBeVisible()
    await settled(page)
    await shot(page, 'invoices-form-ar', stillFrames)
    await expectAccessible(page)
  })
})

test('select two invoices, delete them in bulk and undo from the toast', async ({ page }) => {
  const session = await signIn(page, users.admin)
  const headers = { Authorization: `Bearer ${session.accessToken}` }
  const ids: number[] = []
  for (const description of ['Lote E2E uno', 'Lote E2E dos']) {
    const created = await page.request.post('/api/apps/invoice', {
      headers,
      data: {
        clientId: 2,
        issuedDate: '2026-03-01',
        dueDate: '2026-03-31',
        items: [{ service: 'Software Development', description, quantity: 1, priceCents: 85_000 }],
      },
    })
    baseExpect(created.status(), await created.text()).toBe(201)
    ids.push((await created.json()).invoice.id)
  }
  // Newest first: the two just created head the list.
  await page.goto('/apps/invoice/list')
  await settled(page)
  for (const id of ids)
    await table(page)
      .getByRole('checkbox', { name: `Seleccionar #${id}`, exact: true })
      .check()
  const bar = page.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' })
  await expect(bar.getByText('Seleccionadas: 2')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'invoices-bulk-bar-light')
  await bar.getByRole('button', { name: 'Eliminar', exact: true }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Facturas eliminadas: 2' })
  await expect(toast).toBeVisible()
  for (const id of ids)
    await expect(table(page).getByRole('link', { name: `#${id}`, exact: true })).toHaveCount(0)
  await toast.getByRole('button', { name: 'Deshacer', exact: true }).click()
  await expect(page.getByText('Se restauraron 2 facturas')).toBeVisible()
  for (const id of ids)
    await expect(table(page).getByRole('link', { name: `#${id}`, exact: true })).toBeVisible()
})
