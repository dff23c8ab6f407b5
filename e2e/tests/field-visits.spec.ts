import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * The field visit (issue 14): an analyst books a pending request in an agent's column of the all-agents day
 * (issue 38), and reads it in that agent's week; the agent cannot report
 * it before its slot starts (issue 30), and fills on a phone the form of a visit whose slot has passed, with a
 * photo (time and position) and the verdict; the analyst pins the address, reads each photo's distance from
 * it, reads the report, opens the photo viewer and accepts the visit, which lifts the visita gate.
 */

const analista = { email: 'analista@demo.com', password: 'analista' }
const visitador = { email: 'visitador@demo.com', password: 'visitador' }
const AGENT_NAME = 'Valeria Visitadora Cruz'
/** A 1×1 PNG: what the phone's camera hands the file input here. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

// Three screenshots per look with reloads and axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })
// The agents' clock: the calendar and the form read times as Mexico City does.
test.use({ timezoneId: 'America/Mexico_City' })

interface Target {
  folio: number
  product: string
  id: number
}
let target: Target
/** Another pending request in a visit stage: the one refused in the agent's already booked afternoon. */
let other: Target
/** The demo agent's visit whose slot passed without a report (seeded): the one the agent reports here. */
let started: Target

const pad = (n: number) => String(n).padStart(2, '0')
/**
 * 16:30 local on a Tuesday 10 days to 9 weeks ahead (by the folio, so a rerun on the same data picks another
 * week): clear of the seeded visits, which take the 09–16:30 slots of the next weekdays.
 */
const slotDayOf = (folio: number) => {
  const day = new Date(Date.now() + (10 + (folio % 7) * 7) * 86_400_000)
  while (day.getDay() !== 2) day.setDate(day.getDate() + 1)
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

/** A bearer header for API look-ups beside the browser. */
const tokenOf = (request: APIRequestContext, user: { email: string; password: string }) =>
  request
    .post('/api/v1/allies/login/', { data: user })
    .then(async (answer) => ({ Authorization: `Bearer ${(await answer.json()).accessToken}` }))

/** The screen as it is now in the dark theme and in Arabic (RTL), then back to Spanish in the light theme. */
async function shotThemes(page: Page, name: string, ready: () => Promise<void>) {
  const looks = [
    { suffix: 'dark', theme: 'dark', language: 'es' },
    { suffix: 'ar', theme: 'light', language: 'ar' },
  ]
  for (const look of looks) {
    await page.evaluate(({ theme, language }) => {
      localStorage.setItem('Mesa-theme', theme)
      localStorage.setItem('Mesa-language', JSON.stringify(language))
    }, look)
    await page.reload()
    if (look.language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await ready()
    await shot(page, `${name}-${look.suffix}`)
  }
  await page.evaluate(() => localStorage.setItem('Mesa-language', JSON.stringify('es')))
  await page.reload()
}

test.beforeAll(async ({ request }) => {
  const headers = await tokenOf(request, analista)
  const pending = (await (await request.get('/api/v1/field-visits/requests', { headers })).json()).requests
  const request_ = pending.find(
    (item: { application: { stage: string } }) => item.application.stage === 'visita',
  )
  expect(request_).toBeDefined()
  target = request_.application
  const another = pending.find(
    (item: { application: Target & { stage: string } }) =>
      item.application.id !== target.id &&
      ['analisis', 'validacion', 'visita'].includes(item.application.stage),
  )
  expect(another).toBeDefined()
  other = another.application
  const agentHeaders = await tokenOf(request, visitador)
  const mine = (await (await request.get('/api/v1/field-visits/mine', { headers: agentHeaders })).json())
    .bookings as Array<{ status: string; startsAt: string; application: Target }>
  const due = mine.find((visit) => visit.status === 'scheduled' && Date.parse(visit.startsAt) < Date.now())
  expect(due).toBeDefined()
  started = due!.application
})

test('an analyst books a pending request in a free slot of an agent’s column; the agent’s week shows it', async ({
  page,
}) => {
  // A calendar per agent makes a large page: axe twice and five full-page shots take minutes on a busy machine.
  test.setTimeout(300_000)
  await signIn(page, analista)
  await page.goto('/apps/visitas')
  // The first screen after the server started loads the calendar's chunk: a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Visitas de campo' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Visitas de campo', exact: true })).toBeVisible()
  // All agents: one day, a column per agent, and what the colours mean.
  const legend = page.getByRole('list', { name: 'Colores del calendario' })
  for (const label of ['Agendada', 'Reprogramada', 'Realizada', 'Tiempo bloqueado'])
    await expect(legend.getByText(label, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: new RegExp(`^${target.folio} · `) }).click()
  // The day field jumps to the chosen Tuesday; the agent's column there has the afternoon free.
  const slotDay = slotDayOf(target.folio)
  await page.getByLabel('Día', { exact: true }).fill(slotDay)
  await expect(page).toHaveURL(new RegExp(`dia=${slotDay}`))
  const agentColumn = page.getByRole('group', { name: AGENT_NAME, exact: true })
  const column = agentColumn.locator(`td.fc-timegrid-col[data-date="${slotDay}"]`)
  // A new day mounts a calendar per agent afresh: a while on a busy machine.
  await expect(column).toBeVisible({ timeout: 20_000 })
  await expect(agentColumn.locator('.fc-col-header-cell')).toHaveText(AGENT_NAME)
  const lane = agentColumn.locator('td.fc-timegrid-slot-lane[data-time="16:30:00"]')
  await column.scrollIntoViewIfNeeded()
  await lane.scrollIntoViewIfNeeded()
  const x = (await column.boundingBox())!
  const y = (await lane.boundingBox())!
  await page.mouse.click(x.x + x.width / 2, y.y + y.height / 2)
  const dialog = page.getByRole('dialog', { name: `Agendar visita: solicitud ${target.folio}` })
  await expect(dialog).toBeVisible()
  // The click chose both the agent (their column) and the start (the slot).
  await expect(dialog.getByRole('combobox', { name: 'Visitador' })).toHaveText(AGENT_NAME)
  await expect(dialog.getByLabel('Inicio')).toHaveValue(`${slotDay}T16:30`)
  await expectAccessible(page)
  await shot(page, 'field-visits-book-dialog')
  await dialog.getByRole('button', { name: 'Agendar' }).click()
  await expect(page.getByText('Visita agendada; se avisó al visitador.')).toBeVisible()
  // In the agent's column, titled by its folio.
  await expect(agentColumn.locator('.fc-event').filter({ hasText: String(target.folio) })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'field-visits-calendar')
  // Each reload mounts the app and a calendar per agent again: a while on a busy machine.
  await shotThemes(page, 'field-visits-calendar', async () => {
    await expect(agentColumn.locator('.fc-event').filter({ hasText: String(target.folio) })).toBeVisible({
      timeout: 20_000,
    })
  })
  // The agent is busy from 16:30: a second request at 15:30 (to 17:00) overlaps it and is refused, in words
  // on the start field; closing the dialog books nothing.
  await page.getByRole('button', { name: new RegExp(`^${other.folio} · `) }).click()
  const earlier = agentColumn.locator('td.fc-timegrid-slot-lane[data-time="15:30:00"]')
  // The reloads above left the page at its top: the afternoon lane may be below the fold, and a mouse click
  // lands on the viewport's coordinates only.
  await column.scrollIntoViewIfNeeded()
  await earlier.scrollIntoViewIfNeeded()
  const x2 = (await column.boundingBox())!
  const y2 = (await earlier.boundingBox())!
  await page.mouse.click(x2.x + x2.width / 2, y2.y + y2.height / 2)
  const refused = page.getByRole('dialog', { name: `Agendar visita: solicitud ${other.folio}` })
  await expect(refused.getByLabel('Inicio')).toHaveValue(`${slotDay}T15:30`)
  await refused.getByRole('button', { name: 'Agendar' }).click()
  await expect(
    refused.getByText('El visitador ya tiene una visita o no está disponible en ese horario.').first(),
  ).toBeVisible()
  await refused.getByRole('button', { name: 'Cerrar' }).click()
  await expect(refused).toHaveCount(0)
  await expect(agentColumn.locator('.fc-event').filter({ hasText: String(other.folio) })).toHaveCount(0)
  // One agent keeps the week, opened on the day shown, with the visit named by folio and agent.
  await page.getByRole('combobox', { name: 'Visitador' }).click()
  await page.getByRole('option', { name: AGENT_NAME }).click()
  await expect(page.locator('.fc-timegrid')).toHaveCount(1)
  await expect(page.locator(`td.fc-timegrid-col[data-date="${slotDay}"]`)).toBeVisible()
  await expect(page.locator('.fc-event').filter({ hasText: `${target.folio} · ${AGENT_NAME}` })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'field-visits-agent-week')
})

test('the agent fills the visit form on a phone with a photo and the verdict', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 19.4326, longitude: -99.1332, accuracy: 15 })
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, visitador)
  await page.goto('/apps/visitas/mis-visitas')
  // The visit just booked starts days from now: its form says when it opens, and takes nothing before.
  const booked = page.getByRole('article', { name: `Visita de la solicitud ${target.folio}` })
  await expect(booked).toBeVisible()
  await booked.getByRole('link', { name: 'Llenar formulario' }).click()
  await expect(page.getByTestId('visit-not-started')).toContainText('La visita empieza el')
  await expect(page.getByRole('button', { name: 'Enviar reporte' })).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'field-visits-not-started-phone')
  await page.getByRole('link', { name: 'Volver a mis visitas' }).click()
  const card = page.getByRole('article', { name: `Visita de la solicitud ${started.folio}` })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: 'Abrir en el mapa' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  )
  await expect(card.getByRole('link', { name: /^Llamar al / })).toHaveAttribute('href', /^tel:/)
  await expectAccessible(page)
  await shot(page, 'field-visits-agenda-phone')
  await card.getByRole('link', { name: 'Llenar formulario' }).click()
  await expect(page.getByRole('heading', { name: `Visita: solicitud ${started.folio}` })).toBeVisible()
  // The step that closes keeps its button until its collapse ends: the open step's is the last one.
  const next = () => page.getByRole('button', { name: 'Siguiente' }).last().click()
  await page.getByLabel('El domicilio coincide con la solicitud').check()
  await next()
  await page.getByLabel('Años en el domicilio').fill('7')
  await next()
  await page.getByLabel('Descripción del entorno').fill('Calle pavimentada, comercios cercanos')
  await next()
  await page.getByRole('button', { name: 'Agregar persona' }).click()
  await page.getByLabel('Nombre').fill('Ana Pérez López')
  await page.getByLabel('Relación con el solicitante').fill('Esposa')
  // Back to the top: scrolled, the layout's floating scroll-up button covers the step's buttons for axe.
  await page.mouse.move(0, 0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByRole('button', { name: 'Volver arriba' })).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'field-visits-form-phone')
  await next()
  await page.getByLabel('Recibos de nómina').check()
  await next()
  await page.getByLabel('Descripción de la foto').fill('Fachada')
  await page.locator('input[type="file"][capture="environment"]').setInputFiles({
    name: 'fachada.png',
    mimeType: 'image/png',
    buffer: photo,
  })
  await expect(page.getByText('Fotos en la visita: 1')).toBeVisible({ timeout: 15_000 })
  await shot(page, 'field-visits-photo-phone')
  await next()
  // No verdict is proposed (issue 38): sending without one says so, and nothing is sent.
  await expect(page.getByLabel('Favorable', { exact: true })).not.toBeChecked()
  await expect(page.getByLabel('Desfavorable', { exact: true })).not.toBeChecked()
  await page.getByRole('button', { name: 'Enviar reporte' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Revisa los campos marcados.' })).toBeVisible()
  await page.getByLabel('Favorable', { exact: true }).check()
  await page.getByRole('button', { name: 'Enviar reporte' }).click()
  await expect(page.getByText('Reporte enviado. Dictamen: Favorable.')).toBeVisible()
  await shotThemes(page, 'field-visits-form-phone', async () => {
    await expect(page.getByRole('alert').first()).toBeVisible()
  })
})

test('the analyst pins the address, reads the photo’s distance and the report, and accepts the visit; the gate lifts', async ({
  page,
  request,
}) => {
  await signIn(page, analista)
  await page.goto(`/apps/solicitudes/${started.product}/${started.id}?tab=fieldVisit`)
  const tab = page.getByRole('tabpanel')
  await expect(tab.getByText('Calle pavimentada, comercios cercanos')).toBeVisible({ timeout: 15_000 })
  // The photo was taken at 19.4326, -99.1332; the pin 0.01° of latitude north: 1 111.95 m → 1,112 m (grouped as Mexico writes it), beyond 500.
  await tab.getByLabel('Coordenadas del pin').fill('19.4426, -99.1332')
  await tab.getByRole('button', { name: 'Confirmar ubicación' }).click()
  await expect(tab.getByTestId('address-position')).toContainText('Pin 19.44260, -99.13320')
  await expect(tab.getByTestId('photo-distance')).toHaveText('A 1,112 m: lejos del domicilio')
  await expect(tab.getByTestId('far-photos')).toHaveText('1 foto se tomó a más de 500 m del domicilio.')
  await expectAccessible(page)
  await shot(page, 'field-visits-distance')
  await shotThemes(page, 'field-visits-distance', async () => {
    await expect(page.getByTestId('photo-distance')).toBeVisible({ timeout: 15_000 })
  })
  await expect(tab.getByText('Ana Pérez López (Esposa)')).toBeVisible()
  await tab.getByRole('button', { name: 'Abrir la foto Fachada' }).click()
  const viewer = page.getByRole('dialog', { name: /^Fotos de la visita/ })
  await expect(viewer.getByRole('img', { name: 'Fachada' })).toBeVisible()
  await viewer.getByRole('button', { name: 'Acercar' }).click()
  await expect(viewer.getByText('110 %')).toBeVisible()
  await shot(page, 'field-visits-viewer', { fullPage: false })
  await viewer.getByRole('button', { name: 'Cerrar' }).click()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Guardar validación' }).click()
  await expect(tab.getByText(/^Visita aceptada/)).toBeVisible()
  await shot(page, 'field-visits-file')
  const headers = await tokenOf(request, analista)
  const detail = await (
    await request.get(`/api/v1/credit-applications/${started.product}/${started.id}`, { headers })
  ).json()
  const advance = detail.allowedTransitions.find(
    (option: { transition: string }) => option.transition === 'advance',
  )
  expect(advance?.blockedBy ?? []).not.toContain('field_visit_recorded')
  // The physical-address research beside the visit.
  await page.getByRole('tab', { name: 'Investigación física' }).click()
  await page.getByLabel('Mapas y vista de calle').fill('La fachada coincide con la vista de calle')
  await page.getByRole('button', { name: 'Guardar investigación' }).click()
  await expect(page.getByText(/^Registrada por Lucía Analista Ramírez/)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'field-visits-research')
  await page.getByRole('tab', { name: 'Visita de campo' }).click()
  await shotThemes(page, 'field-visits-file', async () => {
    await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 15_000 })
  })
})
