import i18next from 'i18next'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { CheckboxGroupField, RadioGroupField } from './choice-group-fields'

interface Values {
  verdict: string
  evidence: string[]
}

// No resources: every text is shown as its key.
const i18n = i18next.createInstance()
void i18n.init({ lng: 'es', resources: {} })

const options = [
  { value: 'a', label: 'Option A' },
  { value: 'b', label: 'Option B' },
  { value: 'c', label: 'Option C' },
]

function render(defaultValues: Values) {
  function Form() {
    const form = useForm<Values>({ defaultValues })
    return createElement(
      'div',
      null,
      createElement(RadioGroupField<Values>, {
        control: form.control,
        name: 'verdict',
        label: 'Verdict',
        options,
        required: true,
      }),
      createElement(CheckboxGroupField<Values>, {
        control: form.control,
        name: 'evidence',
        label: 'Evidence',
        options,
      }),
    )
  }
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Form)))
}

const checkedCount = (html: string, type: string) =>
  html.match(
    new RegExp(`<input[^>]*type="${type}"[^>]*checked=""|<input[^>]*checked=""[^>]*type="${type}"`, 'g'),
  )?.length ?? 0

describe('RadioGroupField and CheckboxGroupField', () => {
  it('show each option under its legend, none chosen while the value is empty', () => {
    const html = render({ verdict: '', evidence: [] })
    expect(html).toContain('Verdict')
    expect(html).toContain('Evidence')
    expect(html.match(/type="radio"/g)?.length).toBe(3)
    expect(html.match(/type="checkbox"/g)?.length).toBe(3)
    expect(checkedCount(html, 'radio')).toBe(0)
    expect(checkedCount(html, 'checkbox')).toBe(0)
    // The radio group is named by its legend.
    const legend = /<legend[^>]*id="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`aria-labelledby="${legend}"`)
  })

  it('check what the form holds', () => {
    const html = render({ verdict: 'b', evidence: ['a', 'c'] })
    expect(checkedCount(html, 'radio')).toBe(1)
    expect(html).toMatch(/value="b"[^>]*checked=""|checked=""[^>]*value="b"/)
    expect(checkedCount(html, 'checkbox')).toBe(2)
  })
})
