import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/** Strings that made routes answer 500 (issue 9 items 7 and 8) or that no field should take as they are. */
export const hostileStrings: string[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\u202eexe.gnp',
  '\u2066admin\u2069',
  '\u200b\u200b',
  'a'.repeat(100_000),
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  'not-a-date',
  '-1',
  '1.5',
  '2147483648',
  '9223372036854775808',
  'javascript:alert(1)',
]

/** Numbers around the column types' limits (int4, exact JS integers, int8), negative and fractional. */
export const hostileNumbers: number[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 63,
  -1,
  -(2 ** 31) - 1,
  0,
  0.5,
  -0.5,
  1e308,
]

type JsonSchema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  minimum?: number
  exclusiveMinimum?: number
  minLength?: number
  minItems?: number
  pattern?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  nullable?: boolean
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header'
  name: string
  schema?: JsonSchema
}

export interface RouteFields {
  method: string
  url: string
  params: OpenApiParameter[]
  query: OpenApiParameter[]
  body: JsonSchema | undefined
  /** Leaf paths of the body (arrays as their first item), e.g. ['applicant', 'curp']. */
  bodyFields: string[][]
  /** The route's URL with plausible path parameters, some overridden, and a query string. */
  urlWith: (pathValues: Record<string, string>, queryValues: Record<string, string>) => string
}

/** Percent-encodes text, lone surrogates included (as the WTF-8 bytes a hostile client would send). */
export function encodeHostile(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else out += encodeURIComponent(char)
  }
  return out
}

/** Every /api route with its fields, read from the OpenAPI document the routes' zod schemas produce. */
export function routeFields(app: FastifyInstance): RouteFields[] {
  const spec = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: OpenApiParameter[]
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
        }
      >
    >
    components?: { schemas?: Record<string, JsonSchema> }
  }
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema
    const name = schema.$ref.split('/').pop() ?? ''
    return resolve(spec.components?.schemas?.[name])
  }
  const routes: RouteFields[] = []
  for (const [path, operations] of Object.entries(spec.paths)) {
    if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue
    for (const [method, operation] of Object.entries(operations)) {
      const params = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path')
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query')
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema)
      const defaults = Object.fromEntries(
        params.map((parameter) => [
          parameter.name,
          String(sampleOf(resolve(parameter.schema), parameter.name)),
        ]),
      )
      routes.push({
        method: method.toUpperCase(),
        url: path,
        params,
        query,
        body,
        bodyFields: body ? leafPaths(body, resolve) : [],
        urlWith: (pathValues, queryValues) => {
          const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
            encodeHostile(pathValues[name] ?? defaults[name] ?? '1'),
          )
          const search = Object.entries(queryValues)
            .map(([key, value]) => `${encodeURIComponent(key)}=${encodeHostile(value)}`)
            .join('&')
          return search ? `${filled}?${search}` : filled
        },
      })
    }
  }
  return routes
}

function leafPaths(
  schema: JsonSchema,
  resolve: (schema: JsonSchema | undefined) => JsonSchema | undefined,
  prefix: string[] = [],
  depth = 0,
): string[][] {
  const resolved = resolve(firstAlternative(schema)) ?? {}
  if (depth < 3 && resolved.properties) {
    return Object.entries(resolved.properties).flatMap(([key, child]) =>
      leafPaths(child, resolve, [...prefix, key], depth + 1),
    )
  }
  if (depth < 3 && resolved.items) {
    const inner = leafPaths(resolved.items, resolve, [...prefix, '0'], depth + 1)
    return inner.length > 0 ? [prefix, ...inner] : [prefix]
  }
  return prefix.length > 0 ? [prefix] : []
}

function firstAlternative(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) {
    return alternatives.find((item) => item.type !== 'null') ?? alternatives[0] ?? {}
  }
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf) as JsonSchema
  return schema
}

/** Valid values of fields whose rules (check digits, patterns) no generic sample meets. */
const knownSamples: Record<string, unknown> = {
  rfc: 'PME380607P35',
  curp: 'BESC900512MDFNTL01',
  username: 'fuzz.user',
  mobilePhone: '5512345678',
  homePhone: '',
  workPhone: '',
  phone: '5512345678',
  vin: '',
  image: null,
  postalCode: '06600',
  bankCode: '002',
  clabe: '002010077777777771',
  nss: '',
  section: 'additional',
  zoneName: 'Sur',
  regionName: 'Chiapas',
  type: 'Agencia',
  termMonths: 12,
  'applicant.rfc': 'BESC900512AB1',
}

/** A plausible value for a schema: its default, first enum value, or something of its type and format. */
export function sampleOf(schema: JsonSchema | undefined, name = '', parent = ''): unknown {
  if (`${parent}.${name}` in knownSamples) return knownSamples[`${parent}.${name}`]
  if (name in knownSamples) return knownSamples[name]
  if (!schema) return undefined
  const chosen = firstAlternative(schema)
  if (chosen.default !== undefined) return chosen.default
  if (chosen.const !== undefined) return chosen.const
  if (chosen.enum?.length) return chosen.enum[0]
  const type = Array.isArray(chosen.type) ? chosen.type.find((item) => item !== 'null') : chosen.type
  switch (type) {
    case 'object': {
      const entries = Object.entries(chosen.properties ?? {}).map(([key, child]) => [
        key,
        sampleOf(child, key, name),
      ])
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined))
    }
    case 'array':
      return chosen.minItems ? [sampleOf(chosen.items)] : []
    case 'integer':
    case 'number':
      return Math.max(
        1,
        chosen.minimum ?? 1,
        chosen.exclusiveMinimum !== undefined ? chosen.exclusiveMinimum + 1 : 1,
      )
    case 'boolean':
      return true
    case 'string':
      if (chosen.format === 'email' || /email/i.test(name)) return 'fuzz@example.com'
      if (chosen.format === 'uuid') return randomUUID()
      if (chosen.format === 'date') return '2000-01-01'
      if (chosen.format === 'date-time') return '2000-01-01T00:00:00Z'
      return 'Texto válido'.padEnd(chosen.minLength ?? 0, 'x')
    default:
      return undefined
  }
}

/** A copy of `value` with `replacement` at `path` (objects and arrays created on the way). */
export function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string, ...string[]]
  if (/^\d+$/.test(head)) {
    const list = Array.isArray(value) ? [...value] : []
    list[Number(head)] = withValueAt(list[Number(head)], rest, replacement)
    return list
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {}
  ;(object as Record<string, unknown>)[head] = withValueAt(
    (object as Record<string, unknown>)[head],
    rest,
    replacement,
  )
  return object
}
