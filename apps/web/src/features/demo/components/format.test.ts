import { describe, expect, it } from 'vitest'
import { demoFormatsIn } from './format'

/** The statistics card's trend is a percentage in the app's language, whatever the browser's is. */
describe('the demo formats follow the app language', () => {
  it('writes a share as a percentage the way each app language does', () => {
    expect(demoFormatsIn('en').percent(0.125)).toBe('12.5%')
    // French and Spanish: decimal comma and a no-break space before the sign.
    expect(demoFormatsIn('fr').percent(0.125)).toMatch(/^12,5\s%$/)
    expect(demoFormatsIn('es').percent(-0.5)).toMatch(/^-50\s%$/)
    expect(demoFormatsIn('ar').percent(0.125)).not.toBe(demoFormatsIn('en').percent(0.125))
  })
})
