/*
 * The simple-type half of ./xsd-validate.ts: a value's lexical form per XML Schema 1.0's built-in types the SAT
 * uses, and the restriction facets. Decimal bounds are compared exactly (as scaled BigInts): the SAT's bounds have
 * 24 significant digits, more than a double holds.
 */
export interface SimpleTypeLike {
  base: string
  facets: Array<[string, string]>
}

const LEXICAL = {
  string: /^[\s\S]*$/,
  int: /^[+-]?\d+$/,
  integer: /^[+-]?\d+$/,
  decimal: /^[+-]?(\d+(\.\d*)?|\.\d+)$/,
  date: /^-?\d{4,}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/,
  dateTime: /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
}
const NUMERIC = new Set(['int', 'integer', 'decimal'])

function validCalendarDate(value: string) {
  const [year = 0, month = 0, dayOfMonth = 0] = value.replace(/^-/, '').slice(0, 10).split('-').map(Number)
  if (month < 1 || month > 12 || dayOfMonth < 1) return false
  return dayOfMonth <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** A decimal's digits after the point, without trailing zeros (XSD counts the value, not the writing). */
const fractionOf = (value: string) => (value.split('.')[1] ?? '').replace(/0+$/, '')
const integerOf = (value: string) => (value.replace(/^[+-]/, '').split('.')[0] ?? '').replace(/^0+/, '')

/** a − b's sign for two decimals, exactly. */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(fractionOf(a).length, fractionOf(b).length)
  const scaled = (value: string) => {
    const negative = value.startsWith('-')
    const digits = `${integerOf(value) || '0'}${fractionOf(value).padEnd(scale, '0')}`
    return negative ? -BigInt(digits) : BigInt(digits)
  }
  const difference = scaled(a) - scaled(b)
  return difference > 0n ? 1 : difference < 0n ? -1 : 0
}

/** An XSD pattern as a JavaScript regex: XSD patterns are implicitly anchored. */
const regexCache = new Map<string, RegExp>()
function patternRegex(pattern: string) {
  let regex = regexCache.get(pattern)
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`, 'u')
    regexCache.set(pattern, regex)
  }
  return regex
}

const collapse = (value: string) => value.replace(/[\t\n\r ]+/g, ' ').trim()

/**
 * The problems of a value against one type, resolving named bases through `lookup` (undefined for a type of a
 * namespace not supplied: then the value is only required to be text). Facets of each level all apply;
 * enumerations and patterns of one level are alternatives.
 */
export function valueProblems(
  raw: string,
  type: SimpleTypeLike | string | null,
  lookup: (name: string) => SimpleTypeLike | undefined,
): string[] {
  if (type === null) return []
  if (typeof type === 'string') {
    if (type.startsWith('{')) {
      const named = lookup(type)
      return named ? valueProblems(raw, named, lookup) : []
    }
    return builtinProblems(raw, type)
  }
  const collapsing = type.facets.some(([facet, value]) => facet === 'whiteSpace' && value === 'collapse')
  const baseIsNumeric = NUMERIC.has(type.base) || type.base === 'date' || type.base === 'dateTime'
  const value = collapsing || baseIsNumeric ? collapse(raw) : raw
  const problems = valueProblems(value, type.base, lookup)
  if (problems.length > 0) return problems
  const enumerations = type.facets.filter(([facet]) => facet === 'enumeration').map(([, v]) => v)
  if (enumerations.length > 0 && !enumerations.includes(value))
    problems.push(`"${value}" is not in the catalogue`)
  const patterns = type.facets.filter(([facet]) => facet === 'pattern').map(([, v]) => v)
  if (patterns.length > 0 && !patterns.some((pattern) => patternRegex(pattern).test(value)))
    problems.push(`"${value}" does not match ${patterns.join(' | ')}`)
  const characters = [...value].length
  for (const [facet, limit] of type.facets) {
    const failed =
      (facet === 'length' && characters !== Number(limit)) ||
      (facet === 'minLength' && characters < Number(limit)) ||
      (facet === 'maxLength' && characters > Number(limit)) ||
      (facet === 'minInclusive' && compareBound(value, limit, type.base) < 0) ||
      (facet === 'maxInclusive' && compareBound(value, limit, type.base) > 0) ||
      (facet === 'minExclusive' && compareBound(value, limit, type.base) <= 0) ||
      (facet === 'maxExclusive' && compareBound(value, limit, type.base) >= 0) ||
      (facet === 'fractionDigits' && fractionOf(value).length > Number(limit)) ||
      (facet === 'totalDigits' && `${integerOf(value)}${fractionOf(value)}`.length > Number(limit))
    if (failed) problems.push(`"${value}" fails ${facet} ${limit}`)
  }
  return problems
}

/** Bounds on dates compare as text (same fixed-width form); on numbers, exactly. */
function compareBound(value: string, limit: string, base: string) {
  if (base === 'date' || base === 'dateTime' || LEXICAL.date.test(value))
    return value < limit ? -1 : value > limit ? 1 : 0
  return compareDecimal(value, limit)
}

function builtinProblems(value: string, builtin: string): string[] {
  const lexical = (LEXICAL as Record<string, RegExp | undefined>)[builtin]
  if (!lexical) return [`the built-in type xs:${builtin} is not supported`]
  if (!lexical.test(value)) return [`"${value}" is not an xs:${builtin}`]
  if ((builtin === 'date' || builtin === 'dateTime') && !validCalendarDate(value))
    return [`"${value}" is no date`]
  if (
    builtin === 'int' &&
    (compareDecimal(value, '2147483647') > 0 || compareDecimal(value, '-2147483648') < 0)
  )
    return [`"${value}" is out of xs:int`]
  return []
}
