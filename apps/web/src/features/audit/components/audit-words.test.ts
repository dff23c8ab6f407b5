import { auditActions, trashRecordTypes } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { formatsIn } from '../../../lib/format'
import ar from '../locales/ar.json'
import en from '../locales/en.json'
import es from '../locales/es.json'
import fr from '../locales/fr.json'
import { actionKey, auditLines, humanise, type AuditWords } from './audit-words'

/** The record types the API's recordAudit calls name (grep "entityType: '…'" in apps/api/src), and the trash's. */
const entityTypes = [
  ...trashRecordTypes,
  'approval_request',
  'blacklist_entry',
  'commission',
  'commission_rule',
  'dunning_rule',
  'contract',
  'credit_application',
  'credit_policy',
  'customer',
  'demo_product',
  'demo_product_category',
  'demo_store_settings',
  'duty_policy',
  'email',
  'email_attachment',
  'export',
  'funder',
  'funding_line',
  'import',
  'loan',
  'messaging_campaign',
  'messaging_channel',
  'messaging_message',
  'messaging_template',
  'permission',
  'role',
  'ticket',
  'verification',
  'vin_record',
  'lender_profile',
  'accounting_period',
  'journal_entry',
  'account_mapping',
]

const lookup = (dictionary: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary)

const dictionaries = { es, en, fr, ar }

describe('audit labels', () => {
  it.each(Object.entries(dictionaries))('%s names every action and every record type', (_, dictionary) => {
    for (const action of auditActions)
      expect(typeof lookup(dictionary, actionKey(action)), action).toBe('string')
    for (const type of entityTypes) expect(typeof lookup(dictionary, `entities.${type}`), type).toBe('string')
  })
  it('keys an action by its subject, so no code is another one’s branch', () => {
    expect(actionKey('credit_application.stage_moved')).toBe('actions.credit_application.stage_moved')
    expect(actionKey('purchase.receipt.download')).toBe('actions.purchase.receipt_download')
  })
  it('humanises a key no dictionary names', () => {
    expect(humanise('paidOffOn')).toBe('Paid off on')
    expect(humanise('double_financing')).toBe('Double financing')
    expect(humanise('ivaCents')).toBe('Iva')
  })
})

const words: AuditWords = {
  formats: formatsIn('es'),
  fieldLabel: (key) => (es.fields as Record<string, string>)[key],
  stageName: (stage) => `<${stage}>`,
  yes: 'Sí',
  no: 'No',
}

describe('audit lines', () => {
  it('writes centavos as money, days as dates, booleans as yes or no', () => {
    expect(
      auditLines(
        'loan.payment_registered',
        { amountCents: 125_050, paidOn: '2026-10-30', bulk: true },
        words,
      ),
    ).toEqual([
      { label: 'Monto', value: '$1,250.50' },
      { label: 'Pagado el', value: '30 oct 2026' },
      { label: 'En lote', value: 'Sí' },
    ])
  })
  it('reads an invoice total as money and a change as before → after', () => {
    const lines = auditLines(
      'invoice.updated',
      { before: { total: 1000, status: 'draft' }, after: { total: 2500, status: 'sent' } },
      words,
    )
    expect(lines).toEqual([
      { label: 'Total', value: '$10.00 → $25.00' },
      { label: 'Estado', value: 'draft → sent' },
    ])
  })
  it('writes basis points as a rate', () => {
    expect(auditLines('commission.record', { rateBps: 150 }, words)).toEqual([
      { label: 'Tasa', value: '1.50\u00a0%' },
    ])
  })
  it('names stages and falls back to a humanised key', () => {
    expect(
      auditLines('credit_application.stage_moved', { from: 'captura', to: 'analisis', oddKey: 3 }, words),
    ).toEqual([
      { label: 'De', value: '<captura>' },
      { label: 'A', value: '<analisis>' },
      { label: 'Odd key', value: '3' },
    ])
  })
})
