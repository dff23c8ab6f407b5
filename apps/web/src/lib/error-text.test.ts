import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCodes, parseFieldError } from '@mesa/contracts'
import { createErrorText, placeFieldErrors, readEntry } from './error-text'
import { HttpError } from './http'

const i18n = i18next.createInstance()

beforeAll(async () => {
  await i18n.init({
    lng: 'es',
    resources: {
      es: {
        translation: {
          errors: {
            generic: 'Algo salió mal',
            network: 'Sin conexión',
            required: 'Campo obligatorio',
            too_short: 'Debe tener al menos {{argument}} caracteres',
            rate_limited: 'Demasiados intentos',
            invalid_credentials: 'Correo o contraseña incorrectos',
          },
        },
        allies: {
          errors: {
            stale_version: 'Alguien más modificó este aliado',
            forbidden: 'Sin permiso',
            invalid_value: 'Valor inválido',
          },
          fieldErrors: { allyName: { required: 'El nombre del aliado es obligatorio' } },
        },
        applications: { guards: { has_owner: 'Un analista debe tomar la solicitud primero' } },
      },
    },
    interpolation: { escapeValue: false },
  })
})

const answer = (status: number, body: object | null) =>
  new HttpError(status, body as ConstructorParameters<typeof HttpError>[1])

describe('fieldText', () => {
  it('words a code in the feature namespace, then the common one, with its argument', () => {
    const { fieldText } = createErrorText(i18n.t, 'allies')
    expect(fieldText('too_short:2')).toBe('Debe tener al menos 2 caracteres')
    expect(fieldText('required')).toBe('Campo obligatorio')
    expect(fieldText(undefined)).toBe('')
  })

  it('prefers the field’s own wording of a code', () => {
    const { fieldText } = createErrorText(i18n.t, 'allies')
    expect(fieldText('required', 'allyName')).toBe('El nombre del aliado es obligatorio')
    expect(fieldText('required', 'phone')).toBe('Campo obligatorio')
    // A list row's field, and a nested field, read as the field itself.
    expect(fieldText('required', 'contacts.2.allyName')).toBe('El nombre del aliado es obligatorio')
    expect(fieldText('required', 'ally.allyName')).toBe('El nombre del aliado es obligatorio')
  })

  it('maps a fixed spec text, and an unknown text falls back to the invalid value or generic text', () => {
    expect(createErrorText(i18n.t).fieldText('Invalid email or password')).toBe(
      'Correo o contraseña incorrectos',
    )
    expect(createErrorText(i18n.t, 'allies').fieldText('Some English sentence')).toBe('Valor inválido')
    expect(createErrorText(i18n.t).fieldText('Some English sentence')).toBe('Algo salió mal')
  })
})

describe('issueTexts', () => {
  it('words each field’s first issue under its top-level name', () => {
    const { issueTexts } = createErrorText(i18n.t, 'allies')
    expect(
      issueTexts([
        { path: ['allyName'], message: 'required' },
        { path: ['allyName'], message: 'too_short:2' },
        { path: ['accounts', 0, 'clabe'], message: 'too_short:18' },
      ]),
    ).toEqual({
      allyName: 'El nombre del aliado es obligatorio',
      accounts: 'Debe tener al menos 18 caracteres',
    })
  })
})

describe('callText', () => {
  const { callText, guardTexts } = createErrorText(i18n.t, 'allies')

  it('words the first field entry, else the code, else the status', () => {
    expect(
      callText(answer(409, { message: 'x', code: 'stale_version', errors: { version: ['stale_version'] } })),
    ).toBe('Alguien más modificó este aliado')
    expect(callText(answer(403, { message: 'Not allowed', code: 'forbidden' }))).toBe('Sin permiso')
    expect(callText(answer(403, null))).toBe('Sin permiso')
    expect(callText(answer(429, null))).toBe('Demasiados intentos')
    expect(callText(answer(500, null))).toBe('Algo salió mal')
  })

  it('says a network failure and anything else generically', () => {
    expect(callText(new TypeError('Failed to fetch'))).toBe('Sin conexión')
    expect(callText(new Error('boom'))).toBe('Algo salió mal')
  })

  it('words each guard of a guard failure through the feature’s guard texts', () => {
    const failure = answer(409, { message: 'x', code: 'guard_failed', errors: { guard: ['has_owner'] } })
    const applications = createErrorText(i18n.t, 'applications')
    expect(applications.guardTexts(failure)).toEqual(['Un analista debe tomar la solicitud primero'])
    expect(applications.callText(failure)).toBe('Un analista debe tomar la solicitud primero')
    expect(guardTexts(new Error('x'))).toEqual([])
  })
})

describe('placeFieldErrors', () => {
  it('places each field’s first entry and says whether any landed', () => {
    const placed: string[] = []
    const error = answer(400, {
      message: 'Invalid input',
      code: 'invalid_input',
      errors: { email: ['required'], x: ['required'] },
    })
    expect(
      placeFieldErrors(error, (field, entry) => field === 'email' && placed.push(`${field}=${entry}`) > 0),
    ).toBe(true)
    expect(placed).toEqual(['email=required'])
    expect(placeFieldErrors(new Error('x'), () => true)).toBe(false)
  })
})

describe('readEntry', () => {
  it('reads every entry as contracts’ parseFieldError does', () => {
    const entries = [
      ...errorCodes.flatMap((code) => [code, `${code}:2`, `${code}:a:b`]),
      'Invalid email or password',
      'Required',
      'Invalid input: expected string, received undefined',
      'El RFC es obligatorio',
    ]
    for (const entry of entries) {
      const read = readEntry(entry)
      const parsed = parseFieldError(entry)
      expect({ code: read.code, argument: read.argument, text: read.text }, entry).toEqual({
        code: parsed.code,
        argument: parsed.code ? parsed.argument : undefined,
        text: parsed.text,
      })
    }
  })
})
