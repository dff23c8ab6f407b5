import { describe, expect, it } from 'vitest'
import { describeDevice } from './device'

describe('describeDevice', () => {
  it('names common browsers and systems', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux' })
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      browser: 'Firefox',
      os: 'Windows',
    })
    expect(describeDevice('curl/8.0')).toEqual({ browser: 'curl', os: '—' })
    expect(describeDevice('')).toEqual({ browser: '—', os: '—' })
  })
})
