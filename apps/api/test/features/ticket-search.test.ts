import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/use-test-app'

/** The support team's ticket list (issue 16): its search box really narrows the list on the server. */
let token = ''
const get = (url: string) => t.as(token, { method: 'GET', url })

const t = useTestApp()
beforeAll(async () => {
  token = (await t.login('admin@demo.com', 'admin')).accessToken
})

describe('the ticket list search (q)', () => {
  it('keeps only the tickets whose number, folio, subject or applicant match', async () => {
    const all = (await get('/api/v1/tickets?itemsPerPage=-1')).json()
    expect(all.total).toBeGreaterThan(2)
    const sample = all.items[0] as { id: number; subject: string; application: { folio: number } }
    const word = sample.subject
      .split(' ')
      .find((part) => part.length > 4)!
      .toLowerCase()
    const bySubject = (await get(`/api/v1/tickets?itemsPerPage=-1&q=${encodeURIComponent(word)}`)).json()
    expect(bySubject.total).toBeGreaterThan(0)
    expect(bySubject.total).toBeLessThan(all.total)
    expect(bySubject.total).toBe(
      all.items.filter((row: { subject: string; application: { applicantName: string } }) =>
        `${row.subject} ${row.application.applicantName}`.toLowerCase().includes(word),
      ).length,
    )
    const byFolio = (await get(`/api/v1/tickets?itemsPerPage=-1&q=${sample.application.folio}`)).json()
    expect(byFolio.items.map((row: { id: number }) => row.id)).toContain(sample.id)
    expect(byFolio.total).toBeLessThan(all.total)
    const none = (await get('/api/v1/tickets?itemsPerPage=-1&q=zzqqxxnada')).json()
    expect(none.total).toBe(0)
    // LIKE wildcards are text, not patterns.
    expect((await get('/api/v1/tickets?itemsPerPage=-1&q=%25')).json().total).toBe(0)
  })
})
