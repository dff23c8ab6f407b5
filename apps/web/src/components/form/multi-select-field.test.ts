import i18next from 'i18next'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { MultiSelectField } from './multi-select-field'

interface Values {
  stages: string[]
}

const i18n = i18next.createInstance()
void i18n.init({ lng: 'es', resources: {} })

function render(stages: string[]) {
  function Form() {
    const form = useForm<Values>({ defaultValues: { stages } })
    return createElement(MultiSelectField<Values>, {
      control: form.control,
      name: 'stages',
      label: 'Etapas',
      helperText: 'Vacío: todas',
      options: [
        { value: 'captura', label: 'Captura' },
        { value: 'analisis', label: 'Análisis' },
        { value: 'fondeo', label: 'Fondeo' },
      ],
    })
  }
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Form)))
}

describe('MultiSelectField', () => {
  it('shows the chosen values by their labels, joined, under its label and helper', () => {
    const html = render(['captura', 'fondeo'])
    expect(html).toContain('Etapas')
    expect(html).toContain('Vacío: todas')
    expect(html).toContain('Captura, Fondeo')
    expect(html).toContain('value="captura,fondeo"')
  })

  it('shows nothing chosen as empty', () => {
    expect(render([])).toContain('value=""')
  })
})
