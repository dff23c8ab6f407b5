import {
  creditProducts,
  postingSlots,
  type AccountKind,
  type AccountNature,
  type CreditProduct,
  type PostingSlot,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { accountMappings, ledgerAccounts } from './accounting.schema'
import { forgetMappings } from './mapping-cache'

interface ChartAccount {
  code: string
  name: string
  kind: AccountKind
  nature: AccountNature
  /** The SAT's código agrupador (Anexo 24 of the RMF, "Código agrupador de cuentas del SAT"). */
  sat: string
  parent: string | null
  postable: boolean
}

const group = (
  code: string,
  name: string,
  kind: AccountKind,
  nature: AccountNature,
  sat: string,
  parent: string | null = null,
): ChartAccount => ({
  code,
  name,
  kind,
  nature,
  sat,
  parent,
  postable: false,
})
const leaf = (
  code: string,
  name: string,
  kind: AccountKind,
  nature: AccountNature,
  sat: string,
  parent: string,
): ChartAccount => ({
  code,
  name,
  kind,
  nature,
  sat,
  parent,
  postable: true,
})

const productNames: Record<CreditProduct, string> = { auto: 'auto', seminuevo: 'seminuevo', moto: 'moto' }
const perProduct = (parent: string, name: string, sat: string): ChartAccount[] =>
  creditProducts.map((product, index) =>
    leaf(`${parent}.0${index + 1}`, `${name} ${productNames[product]}`, 'asset', 'debit', sat, parent),
  )

/**
 * The chart in the shape of the CNBV's minimum catalogue for a SOFOM (series 1 activo, 2 pasivo, 4 capital
 * contable, 5 resultados), each account with the SAT grouping code the electronic-accounting catalogue reports
 * (docs/accounting.md "The chart" lists the sources). The portfolio has a sub-account per credit product.
 */
export const chartOfAccounts: ChartAccount[] = [
  group('1000', 'Activo', 'asset', 'debit', '100'),
  group('1100', 'Efectivo y equivalentes de efectivo', 'asset', 'debit', '102', '1000'),
  leaf('1101', 'Bancos', 'asset', 'debit', '102.01', '1100'),
  group(
    '1300',
    'Cartera de crédito con riesgo de crédito etapas 1 y 2 (vigente)',
    'asset',
    'debit',
    '106',
    '1000',
  ),
  ...perProduct('1300', 'Créditos al consumo automotriz vigentes', '106.01'),
  group(
    '1350',
    'Cartera de crédito con riesgo de crédito etapa 3 (vencida)',
    'asset',
    'debit',
    '106',
    '1000',
  ),
  ...perProduct('1350', 'Créditos al consumo automotriz vencidos', '106.01'),
  leaf('1360', 'Intereses devengados por cobrar', 'asset', 'debit', '106.05', '1000'),
  leaf('1390', 'Estimación preventiva para riesgos crediticios', 'asset', 'credit', '108.01', '1000'),
  group('2000', 'Pasivo', 'liability', 'credit', '200'),
  leaf('2101', 'Préstamos bancarios y de otros organismos', 'liability', 'credit', '202.01', '2000'),
  group('2300', 'Otras cuentas por pagar', 'liability', 'credit', '205', '2000'),
  leaf('2301', 'Acreedores diversos (aseguradoras)', 'liability', 'credit', '205.02', '2300'),
  leaf('2302', 'IVA trasladado cobrado', 'liability', 'credit', '208.01', '2300'),
  leaf('2303', 'Saldos a favor de clientes', 'liability', 'credit', '206.01', '2300'),
  leaf('2401', 'Créditos diferidos (comisiones por apertura)', 'liability', 'credit', '203.05', '2000'),
  group('4000', 'Capital contable', 'equity', 'credit', '300'),
  leaf('4101', 'Capital social', 'equity', 'credit', '301.01', '4000'),
  leaf('4201', 'Resultado de ejercicios anteriores', 'equity', 'credit', '304.01', '4000'),
  leaf('4202', 'Resultado neto del ejercicio', 'equity', 'credit', '305.01', '4000'),
  group('5100', 'Ingresos por intereses', 'income', 'credit', '401', null),
  leaf('5101', 'Intereses de cartera de crédito', 'income', 'credit', '401.32', '5100'),
  leaf('5102', 'Intereses moratorios', 'income', 'credit', '401.32', '5100'),
  leaf('5103', 'Comisiones por apertura de crédito', 'income', 'credit', '401.26', '5100'),
  leaf('5104', 'Comisiones y tarifas cobradas', 'income', 'credit', '401.26', '5100'),
  leaf('5105', 'Recuperaciones de cartera de crédito castigada', 'income', 'credit', '704.23', '5100'),
  group('5200', 'Gastos por intereses', 'expense', 'debit', '701', null),
  leaf(
    '5201',
    'Intereses por préstamos bancarios y de otros organismos',
    'expense',
    'debit',
    '701.04',
    '5200',
  ),
  group(
    '5500',
    'Estimación preventiva para riesgos crediticios (resultados)',
    'expense',
    'debit',
    '703',
    null,
  ),
  leaf('5501', 'Estimación preventiva para riesgos crediticios', 'expense', 'debit', '703.21', '5500'),
]

const productIndex = (product: CreditProduct) => creditProducts.indexOf(product) + 1

/** Each slot's account, per product: only the portfolio has an account per product. */
export function defaultAccountOf(product: CreditProduct, slot: PostingSlot): string {
  const fixed: Record<Exclude<PostingSlot, 'portfolio.current' | 'portfolio.pastDue'>, string> = {
    bank: '1101',
    'interest.receivable': '1360',
    'provision.allowance': '1390',
    'openingFee.deferred': '2401',
    'iva.payable': '2302',
    'insurer.payable': '2301',
    'customer.creditBalance': '2303',
    'funding.liability': '2101',
    'equity.capital': '4101',
    'income.interest': '5101',
    'income.lateInterest': '5102',
    'income.openingFee': '5103',
    'income.fees': '5104',
    'income.recoveries': '5105',
    'expense.provision': '5501',
    'expense.fundingInterest': '5201',
  }
  if (slot === 'portfolio.current') return `1300.0${productIndex(product)}`
  if (slot === 'portfolio.pastDue') return `1350.0${productIndex(product)}`
  return fixed[slot]
}

const levelOf = (account: ChartAccount): number => {
  let level = 1
  let parent = account.parent
  while (parent) {
    level += 1
    parent = chartOfAccounts.find((candidate) => candidate.code === parent)?.parent ?? null
  }
  return level
}

/**
 * Every start (bootstrap): the chart's accounts and every product's slot mapping exist. Inserts only what is
 * missing, so an accountant's renames and the mappings changed with four eyes are never overwritten.
 */
export async function ensureChartOfAccounts(db: Executor) {
  await db
    .insert(ledgerAccounts)
    .values(
      chartOfAccounts.map((account) => ({
        code: account.code,
        name: account.name,
        kind: account.kind,
        nature: account.nature,
        satGroupingCode: account.sat,
        parentCode: account.parent,
        level: levelOf(account),
        postable: account.postable,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code })
  await db
    .insert(accountMappings)
    .values(
      creditProducts.flatMap((product) =>
        postingSlots.map((slot) => ({ product, slot, accountCode: defaultAccountOf(product, slot) })),
      ),
    )
    .onConflictDoNothing({ target: [accountMappings.product, accountMappings.slot] })
  // A slot added since the mappings were cached (a new installation's first posting read none of it).
  forgetMappings()
}
