import i18next from 'i18next'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { CheckboxListField, toggled } from './checkbox-list-field'

const i18n = i18next.createInstance()
void i18n.init({ lng: 'es', resources: {} })

interface Values {
  items: string[]
}

const options = [
  { value: 'address', label: 'Domicilio' },
  { value: 'work', label: 'Empleo' },
  { value: 'finance', label: 'Finanzas' },
]

function render(items: string[]) {
  function Form() {
    const form = useForm<Values>({ defaultValues: { items } })
    return createElement(CheckboxListField<Values>, {
      control: form.control,
      name: 'items',
      legend: 'Qué corregir',
      options,
    })
  }
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Form)))
}

describe('CheckboxListField', () => {
  it('adds a value at the end and removes one, keeping the others in order', () => {
    expect(toggled(['work'], 'address')).toEqual(['work', 'address'])
    expect(toggled(['work', 'address', 'finance'], 'address')).toEqual(['work', 'finance'])
  })

  it('shows one labelled checkbox per option under its legend, ticked for the values held', () => {
    const html = render(['work'])
    expect(html).toMatch(/<fieldset[\s\S]*<legend[^>]*>Qué corregir/)
    for (const option of options) expect(html).toContain(option.label)
    expect(html.match(/type="checkbox"/g)).toHaveLength(3)
    expect(html.match(/checked=""/g)).toHaveLength(1)
  })
})
