import { describe, expect, it } from 'vitest'
import { emailListQuerySchema, emailSendSchema, emailUpdateSchema } from './email'

describe('the e-mail list query (spec §7)', () => {
  it('takes q, a filter and a label; empty values mean none', () => {
    expect(emailListQuerySchema.parse({ q: ' Lucía ', filter: 'spam', label: '' })).toEqual({
      q: 'Lucía',
      filter: 'spam',
    })
    expect(emailListQuerySchema.safeParse({ filter: 'archive' }).success).toBe(false)
    expect(emailListQuerySchema.safeParse({ label: 'secret' }).success).toBe(false)
  })
})

describe('the e-mail update (spec §7)', () => {
  it('is ids (one or a list) with data to merge, or with a label to toggle', () => {
    expect(emailUpdateSchema.parse({ ids: 3, data: { isRead: true } })).toEqual({
      ids: 3,
      data: { isRead: true },
    })
    expect(emailUpdateSchema.parse({ ids: [1, 2], label: 'important' })).toEqual({
      ids: [1, 2],
      label: 'important',
    })
  })

  it('refuses unknown data, folders other than inbox and spam, empty or invalid ids', () => {
    for (const body of [
      { ids: 1, data: { subject: 'x' } },
      { ids: 1, data: { folder: 'sent' } },
      { ids: 1, data: { isRead: 'yes' } },
      { ids: [], data: {} },
      { ids: 0, data: {} },
      { ids: 1 },
      { ids: 1, data: {}, label: 'private' },
    ])
      expect(emailUpdateSchema.safeParse(body).success, JSON.stringify(body)).toBe(false)
  })
})

describe('sending', () => {
  it('needs a recipient in to, cc or bcc, each a valid address', () => {
    expect(emailSendSchema.safeParse({ bcc: ['a@b.mx'] }).success).toBe(true)
    const none = emailSendSchema.safeParse({ subject: 'x' })
    expect(none.error?.issues[0]?.path).toEqual(['to'])
    expect(emailSendSchema.safeParse({ to: ['no-address'] }).success).toBe(false)
  })
})
