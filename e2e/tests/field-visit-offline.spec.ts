import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { shot, signIn } from './helpers'

/**
 * The field visit without a signal (issue 39), on a phone: the agent opens the day's visits with a signal,
 * loses it, fills a visit with two photos, reloads the page (still there, from the service worker and the
 * phone's store), gets the signal back, and the report arrives once with its two photos. A visit the
 * coordinator cancels while the agent is offline shows the conflict, the report kept and exportable.
 */

const analista = { email: 'analista@demo.com', password: 'analista' }
const visitador = { email: 'visitador@demo.com', password: 'visitador' }
/** A 1×1 PNG: what the phone's camera hands the file input here. */
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

// A reload offline starts the whole app from the service worker's cache: slower than a click on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 })
// Service workers, reloads offline and screenshots in two looks: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 360_000 })
test.use({
  timezoneId: 'America/Mexico_City',
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'allow',
  geolocation: { latitude: 19.4326, longitude: -99.1332, accuracy: 12 },
  permissions: ['geolocation'],
})

interface Visit {
  id: number
  version: number
  application: { folio: number }
}
/** The seeded visits of the demo agent that started without a report: the last two are this spec's. */
let toSend: Visit
let toCancel: Visit

const tokenOf = (request: APIRequestContext, user: { email: string; password: string }) =>
  request
    .post('/api/v1/allies/login/', { data: user })
    .then(async (answer) => ({ Authorization: `Bearer ${(await answer.json()).accessToken}` }))

test.beforeAll(async ({ request }) => {
  const headers = await tokenOf(request, visitador)
  const mine = (await (await request.get('/api/v1/field-visits/mine', { headers })).json()).bookings as Array<
    Visit & { status: string; startsAt: string }
  >
  const started = mine.filter(
    (visit) => visit.status === 'scheduled' && Date.parse(visit.startsAt) < Date.now(),
  )
  expect(started.length).toBeGreaterThanOrEqual(2)
  const [earlier, later] = started.slice(-2)
  ;[toCancel, toSend] = [earlier!, later!]
})

/** Signed in as the agent, the day's visits opened with a signal and kept on the phone, the app installed. */
async function openAgendaOnline(page: Page) {
  await signIn(page, visitador)
  await page.goto('/apps/visitas/mis-visitas')
  await expect(page.getByRole('heading', { name: 'Mis visitas' })).toBeVisible()
  await expect(page.getByTestId('visits-kept')).toContainText('Visitas guardadas en el teléfono')
  // The service worker installed (its precache complete) and controlling the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))
  })
}

/** The screen as it is now in Arabic (RTL) and the dark theme (reloaded, offline too), then back to Spanish. */
async function shotArabicDark(page: Page, name: string, ready: () => Promise<void>) {
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'dark')
    localStorage.setItem('Mesa-language', JSON.stringify('ar'))
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await ready()
  await shot(page, `${name}-ar-dark`)
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', JSON.stringify('es'))
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
}

const card = (within: Page | Locator, visit: Visit) =>
  within.getByRole('article', { name: `Visita de la solicitud ${visit.application.folio}` })

/** The report's steps up to the photos, as the agent fills them. */
async function fillReport(page: Page) {
  const next = () => page.getByRole('button', { name: 'Siguiente' }).last().click()
  await page.getByLabel('El domicilio coincide con la solicitud').check()
  await next()
  await page.getByLabel('Años en el domicilio').fill('7')
  await next()
  await page.getByLabel('Descripción del entorno').fill('Calle empedrada, sin señal en la cuadra')
  await next()
  await next()
  await page.getByLabel('Recibos de nómina').check()
  await next()
}

async function takePhoto(page: Page, caption: string, name: string) {
  await page.getByLabel('Descripción de la foto').fill(caption)
  await page.locator('input[type="file"][capture="environment"]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: picture,
  })
  await expect(page.getByText(caption, { exact: true })).toBeVisible()
}

test('offline: the visit filled with two photos survives a reload and arrives once when the signal returns', async ({
  page,
  context,
  request,
}) => {
  await openAgendaOnline(page)
  await context.setOffline(true)
  await card(page, toSend).getByRole('link', { name: 'Llenar formulario' }).click()
  await expect(
    page.getByRole('heading', { name: `Visita: solicitud ${toSend.application.folio}` }),
  ).toBeVisible()
  await fillReport(page)
  await takePhoto(page, 'Fachada', 'fachada.png')
  await takePhoto(page, 'Sala', 'sala.png')
  await expect(page.getByTestId('photos-on-phone')).toHaveText('Fotos guardadas en el teléfono por enviar: 2')

  // The page reloaded without a signal: the app from the service worker, the visit and its input from the phone.
  await page.reload()
  await expect(page.getByTestId('kept-on-phone')).toContainText('Sin señal')
  await expect(page.getByTestId('photos-on-phone')).toHaveText('Fotos guardadas en el teléfono por enviar: 2')
  await page.getByText('Vivienda', { exact: true }).click()
  await expect(page.getByLabel('Años en el domicilio')).toHaveValue('7')
  await page.getByText('Dictamen', { exact: true }).click()
  await page.getByLabel('Favorable', { exact: true }).check()
  await page.getByRole('button', { name: 'Enviar reporte' }).click()
  await expect(page.getByTestId('capture-status')).toContainText(
    'Reporte guardado en el teléfono (fotos: 2). Se enviará solo cuando vuelva la señal.',
  )
  await shot(page, 'field-visit-offline-form-saved-phone')
  await shotArabicDark(page, 'field-visit-offline-form-saved-phone', () =>
    expect(page.getByTestId('capture-status')).toBeVisible(),
  )

  await page.getByRole('link', { name: 'Volver a mis visitas' }).click()
  await expect(card(page, toSend).getByTestId('capture-state')).toHaveText('Guardado en el teléfono')
  await expect(page.getByTestId('kept-on-phone')).toContainText('Sin señal')
  await shot(page, 'field-visit-offline-agenda-saved-phone')
  await shotArabicDark(page, 'field-visit-offline-agenda-saved-phone', () =>
    expect(page.getByTestId('kept-on-phone')).toBeVisible(),
  )
  await expect(card(page, toSend).getByTestId('capture-state')).toHaveText('Guardado en el teléfono')

  // The signal returns: the phone sends the photos and the report by itself.
  await context.setOffline(false)
  // Sent, it waits no more. A visit of today stays under "Hoy", sent and done; one of an earlier day (after midnight
  // in Mexico City the seed's visits are the evening before's) leaves the agenda as soon as it is sent.
  await expect(card(page.getByRole('region', { name: 'Pendientes de reporte' }), toSend)).toHaveCount(0)
  if ((await card(page, toSend).count()) > 0) {
    await expect(card(page, toSend).getByTestId('capture-state')).toHaveText('Enviado')
    await expect(card(page, toSend).getByText('Realizada')).toBeVisible()
  }
  await shot(page, 'field-visit-offline-agenda-sent-phone')

  const headers = await tokenOf(request, analista)
  const detail = await (await request.get(`/api/v1/field-visits/bookings/${toSend.id}`, { headers })).json()
  expect(detail.booking.status).toBe('done')
  expect(detail.report).toMatchObject({ verdict: 'favorable', yearsAtAddress: 7 })
  expect(
    detail.photos.map((photo: { caption: string; latitude: number | null }) => [
      photo.caption,
      photo.latitude,
    ]),
  ).toEqual([
    ['Fachada', 19.4326],
    ['Sala', 19.4326],
  ])
})

test('offline: a visit cancelled meanwhile shows the conflict, the report kept and exportable', async ({
  page,
  context,
  request,
}) => {
  await openAgendaOnline(page)
  await context.setOffline(true)
  await card(page, toCancel).getByRole('link', { name: 'Llenar formulario' }).click()
  await fillReport(page)
  await takePhoto(page, 'Portón', 'porton.png')
  await page.getByRole('button', { name: 'Siguiente' }).last().click()
  await page.getByLabel('Desfavorable', { exact: true }).check()
  await page.getByRole('button', { name: 'Enviar reporte' }).click()
  await expect(page.getByTestId('capture-status')).toContainText(
    'Reporte guardado en el teléfono (fotos: 1).',
  )

  // Meanwhile the coordinator cancels the visit.
  const headers = await tokenOf(request, analista)
  const booking = (
    await (await request.get(`/api/v1/field-visits/bookings/${toCancel.id}`, { headers })).json()
  ).booking as Visit
  const cancelled = await request.post(`/api/v1/field-visits/bookings/${toCancel.id}/cancel`, {
    headers,
    data: { reason: 'El solicitante pidió otra fecha', version: booking.version },
  })
  expect(cancelled.status()).toBe(200)

  await context.setOffline(false)
  await expect(page.getByTestId('capture-status')).toContainText(
    'No se pudo entregar el reporte: la visita fue cancelada o cerrada mientras no había señal.',
  )
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar lo capturado' }).click()
  expect((await download).suggestedFilename()).toBe(
    `visita-${toCancel.application.folio}-${toCancel.id}.json`,
  )
  await shot(page, 'field-visit-offline-conflict-phone')

  await page.getByRole('link', { name: 'Volver a mis visitas' }).click()
  const kept = page.getByRole('region', { name: 'Guardadas en el teléfono' })
  await expect(card(kept, toCancel).getByTestId('capture-state')).toHaveText('Conflicto')
  await shot(page, 'field-visit-offline-agenda-conflict-phone')
  await shotArabicDark(page, 'field-visit-offline-agenda-conflict-phone', () =>
    expect(page.getByTestId('capture-state').first()).toBeVisible(),
  )
  // Nothing of it reached the API.
  const detail = await (await request.get(`/api/v1/field-visits/bookings/${toCancel.id}`, { headers })).json()
  expect(detail.booking.status).toBe('cancelled')
  expect(detail.report).toBeNull()
  expect(detail.photos).toEqual([])
})
