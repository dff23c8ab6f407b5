import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormEnd, FormPanel } from './form-panel'

const render = (message: string | null, disabled = false) =>
  renderToStaticMarkup(
    createElement(FormPanel, {
      title: 'Registrar llamada',
      onSubmit: () => undefined,
      children: createElement(FormEnd, { message, label: 'Guardar', disabled }),
    }),
  )

describe('FormPanel and FormEnd', () => {
  it('name the form by its title, shown as its heading, and end on its submit', () => {
    const html = render(null)
    expect(html).toMatch(/<form[^>]*aria-label="Registrar llamada"/)
    expect(html).toMatch(/<form[^>]*novalidate/i)
    expect(html).toMatch(/<h2[^>]*>Registrar llamada<\/h2>/)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Guardar/)
    expect(html).not.toContain('role="alert"')
  })

  it('tell the refusal that belongs to no field in an alert, and disable the submit while told to', () => {
    const html = render('No se pudo guardar', true)
    expect(html).toMatch(/role="alert"[^>]*>.*No se pudo guardar/)
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/,
    )
  })
})
