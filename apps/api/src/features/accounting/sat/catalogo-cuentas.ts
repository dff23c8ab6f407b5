import { z } from 'zod'
import { CATALOGO, periodAttributes } from './namespaces'
import { parseInput, periodSchema, satText } from './sat-text'
import { element, renderXml } from './xml'

/*
 * The catálogo de cuentas of electronic accounting (Anexo 24, CatalogoCuentas_1_3.xsd): every account of the
 * chart with the SAT's código agrupador, its number, name, the account it is a sub-account of, its level and its
 * nature (D deudora, A acreedora). Sent when the chart changes, for the month it changed in.
 */
export const catalogAccountSchema = z.object({
  /** The SAT's grouping code (código agrupador), e.g. "102.01" Bancos nacionales: 3 digits, optionally ".dd". */
  codAgrup: z.string().regex(/^\d{3}(\.\d{2})?$/, 'código agrupador mal formado'),
  number: satText(100),
  description: satText(400),
  /** The number of the account this one is a sub-account of (absent at level 1). */
  parent: satText(100).optional(),
  level: z.number().int().min(1),
  nature: z.enum(['D', 'A']),
})

export const catalogInputSchema = z
  .object({ ...periodSchema, accounts: z.array(catalogAccountSchema).min(1) })
  .superRefine((input, context) => {
    const numbers = new Set(input.accounts.map((account) => account.number))
    input.accounts.forEach((account, index) => {
      if (account.parent !== undefined && !numbers.has(account.parent))
        context.addIssue({
          code: 'custom',
          path: ['accounts', index, 'parent'],
          message: 'cuenta padre inexistente',
        })
      if ((account.level === 1) !== (account.parent === undefined))
        context.addIssue({
          code: 'custom',
          path: ['accounts', index, 'level'],
          message: 'nivel 1 sin cuenta padre',
        })
    })
  })
export type CatalogInput = z.input<typeof catalogInputSchema>

/** The catálogo de cuentas XML of a month, or SatInputError naming each wrong field. */
export function catalogoCuentasXml(input: CatalogInput): string {
  const data = parseInput(catalogInputSchema, input)
  const p = CATALOGO.prefix
  const accounts = data.accounts.map((account) =>
    element(`${p}:Ctas`, {
      CodAgrup: account.codAgrup,
      NumCta: account.number,
      Desc: account.description,
      SubCtaDe: account.parent,
      Nivel: String(account.level),
      Natur: account.nature,
    }),
  )
  const root = element(`${p}:Catalogo`, periodAttributes(CATALOGO, data), accounts)
  return renderXml(root)
}
