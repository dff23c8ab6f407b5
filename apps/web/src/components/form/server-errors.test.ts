import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/http'
import { formFieldOf, movedErrors, placeServerErrors } from './server-errors'

const refusal = (errors: Record<string, string[]>) =>
  new HttpError(400, { code: 'invalid_input', message: 'Bad Request', errors })

describe('formFieldOf', () => {
  const names = ['name', 'accounts', 'rules']
  it('keeps a path whose first name the form holds', () => {
    expect(formFieldOf('name', names)).toBe('name')
    expect(formFieldOf('rules.minScore', names)).toBe('rules.minScore')
  })
  it('drops a trailing list index, the list being one field', () => {
    expect(formFieldOf('accounts.2', names)).toBe('accounts')
    expect(formFieldOf('accounts.2.clabe', names)).toBe('accounts.2.clabe')
  })
  it('answers null for a field the form does not show', () => {
    expect(formFieldOf('version', names)).toBeNull()
  })
})

describe('placeServerErrors', () => {
  it('sets each field entry of a 400 on its field and says it placed some', () => {
    const set: Record<string, string> = {}
    const placed = placeServerErrors(
      refusal({ name: ['too_short:2'], version: ['required'] }),
      (name, entry) => (set[name] = entry),
      (path) => formFieldOf(path, ['name']),
    )
    expect(placed).toBe(true)
    expect(set).toEqual({ name: 'too_short:2' })
  })
  it('places nothing when no field is on the form, so the alert tells it', () => {
    const set: Record<string, string> = {}
    const placed = placeServerErrors(
      refusal({ version: ['required'] }),
      (name, entry) => (set[name] = entry),
      (path) => formFieldOf(path, ['name']),
    )
    expect(placed).toBe(false)
    expect(set).toEqual({})
  })
  it('places nothing for a failure that is not an API answer', () => {
    expect(
      placeServerErrors(
        new TypeError('offline'),
        () => undefined,
        (path) => path,
      ),
    ).toBe(false)
    expect(
      placeServerErrors(
        new HttpError(409, null),
        () => undefined,
        (path) => path,
      ),
    ).toBe(false)
  })
})

describe('movedErrors', () => {
  it('flattens nested check errors and moves each to the field that shows it', () => {
    const errors = {
      name: { type: 'too_small', message: 'required' },
      rules: {
        products: { type: 'too_small', message: 'too_short:1' },
        minScore: { type: 'x', message: 'too_big' },
      },
    }
    const fieldOf = (path: string) => (path === 'rules.products' ? 'auto' : path.replace(/^rules\./, ''))
    expect(movedErrors(errors, fieldOf)).toEqual({
      name: { type: 'too_small', message: 'required' },
      auto: { type: 'too_small', message: 'too_short:1' },
      minScore: { type: 'x', message: 'too_big' },
    })
  })
})
