import { describe, expect, it } from 'vitest'
import { parseSse } from './sse'

describe('parseSse', () => {
  it('reads complete events and keeps the incomplete rest', () => {
    const { events, rest } = parseSse(': connected\n\nevent: presence\ndata: {"id":1}\n\nevent: pres')
    expect(events).toEqual([{ event: 'presence', data: '{"id":1}' }])
    expect(rest).toBe('event: pres')
  })

  it('joins multi-line data, handles CRLF and skips comments', () => {
    const { events } = parseSse('data: a\r\ndata: b\r\n\r\n: keep-alive\n\n')
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }])
  })
})
