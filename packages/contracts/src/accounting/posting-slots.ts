/**
 * The places a money event posts to (issue 34). A posting rule names slots, never account codes: each credit
 * product maps every slot to an account of the chart (the mappings an administrator edits with four eyes), so
 * the rules stay the same when the chart changes. The Spanish names are the CNBV catalogue's for a SOFOM.
 */
export const postingSlots = [
  /** Bancos: the lender's operating account (disbursements out, payments in). */
  'bank',
  /** Cartera de crédito vigente (etapas 1 y 2): principal outstanding of accruing loans. */
  'portfolio.current',
  /** Cartera de crédito vencida (etapa 3): principal of loans in non-accrual. */
  'portfolio.pastDue',
  /** Intereses devengados por cobrar: ordinary interest earned and not yet collected. */
  'interest.receivable',
  /** Estimación preventiva para riesgos crediticios (balance sheet, contra-asset). */
  'provision.allowance',
  /** Créditos diferidos: opening fees collected ahead and recognised over the loan's life. */
  'openingFee.deferred',
  /** IVA trasladado cobrado, por declarar (IVA on interest and fees is due when collected). */
  'iva.payable',
  /** Acreedores diversos: financed insurance premiums collected, owed to the insurer. */
  'insurer.payable',
  /** Saldos a favor de clientes: what a customer paid beyond the debt. */
  'customer.creditBalance',
  /** Préstamos bancarios y de otros organismos: the funding lines drawn. */
  'funding.liability',
  /** Capital social: the owners' contribution (the demo's opening balance). */
  'equity.capital',
  /** Ingresos por intereses (ordinarios). */
  'income.interest',
  /** Ingresos por intereses moratorios. */
  'income.lateInterest',
  /** Comisiones por apertura devengadas. */
  'income.openingFee',
  /** Comisiones cobradas (pago tardío, gastos de cobranza). */
  'income.fees',
  /** Recuperaciones de cartera castigada. */
  'income.recoveries',
  /** Estimación preventiva para riesgos crediticios (resultados). */
  'expense.provision',
  /** Gastos por intereses de los préstamos de fondeo. */
  'expense.fundingInterest',
] as const
export type PostingSlot = (typeof postingSlots)[number]

/** What wrote a journal entry: every entry is written by a money event or a four-eyes adjustment. */
export const journalEntryKinds = [
  'disbursement',
  'payment',
  'payment_reversal',
  'reallocation',
  'interest_accrual',
  'opening_fee_recognition',
  'reclassification',
  'provision',
  'write_off',
  'recovery',
  'refund',
  'credit_applied',
  'funding_drawdown',
  'funding_repayment',
  'manual_adjustment',
  'opening_balance',
] as const
export type JournalEntryKind = (typeof journalEntryKinds)[number]

/** What an entry's source id names. */
export const journalSourceTypes = [
  'loan',
  'payment',
  'credit_movement',
  'funding_line',
  /** A drawdown or repayment of a funding line (funding's line movements). */
  'funding_movement',
  'job',
  'manual',
] as const
export type JournalSourceType = (typeof journalSourceTypes)[number]
