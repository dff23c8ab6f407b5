import { beforeAll, describe, expect, it } from 'vitest'
import type { AcademyDashboard, CourseDetail, CourseListResponse } from '@mesa/contracts'
import { demoAreaToken } from '../helpers/demo-permission'
import { describeDemoPagesOff } from '../helpers/demo-pages-off'
import { useTestApp } from '../helpers/use-test-app'

let admin: string
let seller: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  // The demo area is only for those given it (issue 38).
  seller = await demoAreaToken(t, 'ventas')
}, 240_000)

const courses = async (token: string, query = '') => {
  const response = await t.as(token, { method: 'GET', url: `/api/apps/academy/courses${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CourseListResponse>()
}
const course = async (token: string, id: number) => {
  const response = await t.as(token, { method: 'GET', url: `/api/apps/academy/courses/${id}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CourseDetail>()
}
const mark = (token: string, id: number, lessonId: number, payload: unknown) =>
  t.as(token, {
    method: 'PUT',
    url: `/api/apps/academy/courses/${id}/lessons/${lessonId}/progress`,
    payload: payload as object,
  })

describe('the demo academy catalogue and my courses', () => {
  it('lists the eight sample courses with the admin’s seeded progress and none for a new reader', async () => {
    const mine = await courses(admin, '?itemsPerPage=-1')
    expect(mine.total).toBe(8)
    const basics = mine.courses.find((c) => c.slug === 'credito-automotriz-basico')!
    // 6 lessons of 8 + 12 + 15 + 10 + 18 + 20 minutes, all done.
    expect(basics).toMatchObject({
      lessons: 6,
      minutes: 83,
      completedLessons: 6,
      progress: 100,
      state: 'completed',
    })
    const french = mine.courses.find((c) => c.slug === 'amortizacion-metodo-frances')!
    // 2 of 5 → 40 %.
    expect(french).toMatchObject({ lessons: 5, completedLessons: 2, progress: 40, state: 'in_progress' })
    const theirs = await courses(seller, '?itemsPerPage=-1')
    expect(theirs.courses.every((c) => c.completedLessons === 0 && c.state === 'not_started')).toBe(true)
  })

  it('filters by state and q (title or instructor, case- and accent-insensitive), sorts and pages', async () => {
    expect((await courses(admin, '?status=completed')).courses.map((c) => c.slug)).toEqual([
      'credito-automotriz-basico',
    ])
    expect((await courses(admin, '?status=in_progress')).total).toBe(3)
    expect((await courses(admin, '?status=all')).total).toBe(8)
    expect((await courses(admin, '?q=AMORTIZACION')).courses.map((c) => c.slug)).toEqual([
      'amortizacion-metodo-frances',
    ])
    expect((await courses(admin, '?q=vargas')).courses.map((c) => c.slug)).toEqual(['atencion-al-cliente'])
    const byTitle = await courses(admin, '?sortBy=title&orderBy=asc&itemsPerPage=5')
    expect(byTitle.total).toBe(8)
    expect(byTitle.courses.map((c) => c.title)).toEqual([
      'Amortización por el método francés',
      'Atención al cliente por chat',
      'Crédito automotriz: lo básico',
      'Diseño de interfaces accesibles',
      'Lectura del reporte de buró',
    ])
    const second = await courses(admin, '?sortBy=title&orderBy=asc&itemsPerPage=5&page=2')
    expect(second.courses.map((c) => c.title)).toEqual([
      'React para back office',
      'SQL para análisis de cartera',
      'Ventas en agencia',
    ])
    const byProgress = await courses(admin, '?sortBy=progress&orderBy=desc&itemsPerPage=1')
    expect(byProgress.courses[0]!.progress).toBe(100)
  })

  it('answers 400 naming a wrong state and 404 (empty body) for an unknown course', async () => {
    const bad = await t.as(admin, { method: 'GET', url: '/api/apps/academy/courses?status=halfway' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('status')
    const missing = await t.as(admin, { method: 'GET', url: '/api/apps/academy/courses/99999' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toBe('')
  })
})

describe('marking lessons', () => {
  it('persists per user, is idempotent, can be undone, and moves the dashboard', async () => {
    const { courses: list } = await courses(seller, '?q=chat')
    const chat = await course(seller, list[0]!.id)
    expect(chat.lessonList.map((l) => l.minutes)).toEqual([7, 9, 8])
    const [first, second] = chat.lessonList
    const before = (
      await t.as(seller, { method: 'GET', url: '/api/apps/academy/dashboard' })
    ).json<AcademyDashboard>()
    expect(before).toMatchObject({ courses: 8, inProgress: 0, completed: 0, minutesDone: 0, recent: [] })

    const done = await mark(seller, chat.id, first!.id, { done: true })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<CourseDetail>()).toMatchObject({
      completedLessons: 1,
      progress: 33,
      state: 'in_progress',
    })
    const doneAt = done.json<CourseDetail>().lessonList[0]!.doneAt
    expect(doneAt).not.toBeNull()
    // Marking again keeps the first time it was done.
    const again = (await mark(seller, chat.id, first!.id, { done: true })).json<CourseDetail>()
    expect(again.lessonList[0]!.doneAt).toBe(doneAt)
    await mark(seller, chat.id, second!.id, { done: true })

    // Another reader's progress is untouched; a reload reads the marks back.
    expect((await course(admin, chat.id)).completedLessons).toBe(0)
    expect((await course(seller, chat.id)).lessonList.map((l) => l.done)).toEqual([true, true, false])

    const after = (
      await t.as(seller, { method: 'GET', url: '/api/apps/academy/dashboard' })
    ).json<AcademyDashboard>()
    expect(after).toMatchObject({ inProgress: 1, completed: 0, minutesDone: 16 })
    expect(after.minutesLeft).toBe(before.minutesLeft - 16)
    expect(after.recent.map((c) => c.id)).toEqual([chat.id])
    expect(after.byCategory.find((c) => c.category === 'sales')).toMatchObject({ completedLessons: 2 })

    const undone = (await mark(seller, chat.id, second!.id, { done: false })).json<CourseDetail>()
    expect(undone.completedLessons).toBe(1)
  })

  it('refuses a lesson of another course (404) and a body without done (400), writing nothing', async () => {
    const all = (await courses(seller, '?itemsPerPage=-1')).courses
    const a = await course(seller, all[0]!.id)
    const b = await course(seller, all[1]!.id)
    expect((await mark(seller, a.id, b.lessonList[0]!.id, { done: true })).statusCode).toBe(404)
    const bad = await mark(seller, a.id, a.lessonList[0]!.id, { done: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('done')
    expect((await course(seller, b.id)).completedLessons).toBe(0)
    expect((await course(seller, a.id)).completedLessons).toBe(0)
  })

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/apps/academy/courses' })).statusCode).toBe(401)
  })
})

describeDemoPagesOff('every academy route answers 404', [
  ['GET', '/api/apps/academy/courses'],
  ['GET', '/api/apps/academy/courses/1'],
  ['PUT', '/api/apps/academy/courses/1/lessons/1/progress'],
  ['GET', '/api/apps/academy/dashboard'],
])
