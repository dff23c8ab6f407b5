import i18next from 'i18next'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpError } from '../../lib/http'
import { useContractForm, type ContractForm } from './use-contract-form'

// A contract-like schema whose input and output differ: a trimmed name and a default plan.
const schema = z.object({
  name: z.string().trim().min(2, 'too_short:2'),
  plan: z.enum(['basic', 'team']).default('basic'),
  amountCents: z.number().int().positive('required'),
})
type Input = z.input<typeof schema>
type Output = z.output<typeof schema>

const i18n = i18next.createInstance()
void i18n.init({ lng: 'es', resources: {} })

/** Renders a component using the hook once and hands its form back (react-hook-form works outside React after). */
function captureForm(defaultValues: Input): ContractForm<Input, Output> {
  let captured: ContractForm<Input, Output> | undefined
  function Form() {
    captured = useContractForm(schema, { namespace: 'test', defaultValues })
    return null
  }
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Form)))
  if (!captured) throw new Error('not rendered')
  return captured
}

describe('useContractForm', () => {
  it('submits the schema output (trimmed, defaulted) when the values pass', async () => {
    const form = captureForm({ name: '  Ana  ', amountCents: 1500 })
    let submitted: Output | undefined
    await form.handleSubmit((values) => {
      submitted = values
    })()
    expect(submitted).toEqual({ name: 'Ana', plan: 'basic', amountCents: 1500 })
  })

  it('keeps the contract error codes on the fields when they do not', async () => {
    const form = captureForm({ name: 'A', amountCents: 0 })
    let called = false
    await form.handleSubmit(() => {
      called = true
    })()
    expect(called).toBe(false)
    expect(form.getFieldState('name').error?.message).toBe('too_short:2')
    expect(form.getFieldState('amountCents').error?.message).toBe('required')
    expect(form.serverError).toBeNull()
  })

  it('places an API 400 field entry on its field', () => {
    const form = captureForm({ name: 'Ana', amountCents: 100 })
    const placed = form.failWith(
      new HttpError(400, { code: 'invalid_input', message: 'Bad Request', errors: { name: ['taken'] } }),
    )
    expect(placed).toBe(true)
    expect(form.getFieldState('name').error).toMatchObject({ type: 'server', message: 'taken' })
  })

  it('says when no entry landed on a field, so the screen may word the refusal its own way', () => {
    const form = captureForm({ name: 'Ana', amountCents: 100 })
    const placed = form.failWith(
      new HttpError(400, { code: 'invalid_input', message: 'Bad Request', errors: { token: ['expired'] } }),
    )
    expect(placed).toBe(false)
    expect(form.getFieldState('name').error).toBeUndefined()
  })
})
