import i18next from 'i18next'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { FieldGrid, type GridFieldSpec } from './field-grid'

interface Values {
  name: string
  plan: string
  startsOn: string
  amountCents: number | null
  active: boolean
  callAt: string
  recipient: string
}

// No resources: every label is shown as its key.
const i18n = i18next.createInstance()
void i18n.init({ lng: 'es', resources: {} })

const fields: GridFieldSpec<Values>[] = [
  { name: 'name', labelKey: 'fields.name', size: 'half', required: true, helperKey: 'help.name' },
  { name: 'plan', labelKey: 'fields.plan', size: 'third', options: ['basic', 'team'], optionKey: 'plans' },
  { name: 'startsOn', labelKey: 'fields.startsOn', kind: 'date' },
  { name: 'amountCents', labelKey: 'fields.amount', kind: 'money' },
  { name: 'active', labelKey: 'fields.active', kind: 'switch' },
  { name: 'callAt', labelKey: 'fields.callAt', kind: 'datetime' },
  { name: 'recipient', labelKey: 'fields.recipient', kind: 'readonly' },
]

function render(props: { disabled?: boolean } = {}) {
  function Form() {
    const form = useForm<Values>({
      defaultValues: {
        name: 'Ana',
        plan: 'team',
        startsOn: '2026-01-31',
        amountCents: 125050,
        active: true,
        callAt: '2026-03-01T09:30',
        recipient: 'ana@example.mx',
      },
    })
    return createElement(FieldGrid<Values>, {
      control: form.control,
      namespace: 'test',
      idPrefix: 'x',
      fields,
      ...props,
    })
  }
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Form)))
}

describe('FieldGrid', () => {
  it('renders each spec as its kit field with a stable id, label, helper and value', () => {
    const html = render()
    expect(html).toContain('id="x-name"')
    expect(html).toContain('fields.name')
    expect(html).toContain('help.name')
    expect(html).toMatch(/id="x-name"[^>]*required|required[^>]*id="x-name"/)
    expect(html).toContain('value="Ana"')
    // A bare option is labelled by optionKey.
    expect(html).toContain('plans.team')
    expect(html).toContain('type="date"')
    // Money: centavos shown as pesos.
    expect(html).toContain('value="1250.50"')
    expect(html).toContain('fields.active')
    expect(html).toContain('type="checkbox"')
    // A date and time on the reader's clock.
    expect(html).toMatch(
      /type="datetime-local"[^>]*value="2026-03-01T09:30"|value="2026-03-01T09:30"[^>]*type="datetime-local"/,
    )
    // Read-only: shown, not editable, not disabled.
    expect(html).toMatch(/readOnly=""[^>]*id="x-recipient"|id="x-recipient"[^>]*readOnly=""/)
  })

  it('sizes cells by spec and disables every field on request', () => {
    const html = render({ disabled: true })
    expect(html).toContain('MuiGrid-grid-sm-6')
    expect(html).toContain('MuiGrid-grid-sm-4')
    expect(html).toContain('MuiGrid-grid-xs-12')
    expect(html.match(/disabled=""/g)?.length).toBeGreaterThanOrEqual(4)
  })
})
