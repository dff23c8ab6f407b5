import i18next from 'i18next'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { RadioField } from './radio-field'

interface Values {
  choice: string
}

const i18n = i18next.createInstance()
void i18n.init({ lng: 'es', resources: {} })

function render(choice: string) {
  function Form() {
    const form = useForm<Values>({ defaultValues: { choice } })
    return createElement(RadioField<Values>, {
      control: form.control,
      name: 'choice',
      label: 'Si paga más',
      options: [
        { value: 'reduce_term', label: 'Menos plazo' },
        { value: 'reduce_payment', label: 'Menos pago' },
      ],
    })
  }
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Form)))
}

describe('RadioField', () => {
  it('shows every choice under its legend, the form’s value checked', () => {
    const html = render('reduce_payment')
    expect(html).toContain('Si paga más')
    expect(html).toContain('Menos plazo')
    expect(html).toContain('Menos pago')
    expect(html.match(/type="radio"/g)).toHaveLength(2)
    expect(html).toMatch(/checked=""[^>]*value="reduce_payment"|value="reduce_payment"[^>]*checked=""/)
    expect(html).toMatch(/role="radiogroup"[^>]*aria-labelledby=/)
  })

  it('checks none while nothing is chosen', () => {
    expect(render('')).not.toContain('checked=""')
  })
})
