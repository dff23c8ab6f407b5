import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadSchemas, type SchemaSet } from './xsd-validate'

/**
 * The SAT's electronic-accounting XSDs the month's close validates its files against, read once per process:
 * beside this file when run from source (tsx), or from dist/sat-xsd in the compiled bundle (scripts/build.mjs
 * copies them there).
 */
const FILES = [
  'CatalogoCuentas_1_3.xsd',
  'BalanzaComprobacion_1_3.xsd',
  'PolizasPeriodo_1_3.xsd',
  'CatalogosParaEsqContE.xsd',
]
const folder = [path.join(import.meta.dirname, 'xsd'), path.join(import.meta.dirname, 'sat-xsd')].find(
  (candidate) => existsSync(path.join(candidate, FILES[0]!)),
)

let loaded: SchemaSet | null = null
export function contabilidadElectronicaSchemas(): SchemaSet {
  if (!folder) throw new Error('The SAT electronic-accounting XSDs are missing (sat/xsd)')
  loaded ??= loadSchemas(FILES.map((file) => readFileSync(path.join(folder, file), 'utf8')))
  return loaded
}
