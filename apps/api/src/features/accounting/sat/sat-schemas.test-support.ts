import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SatInputError } from './sat-text'
import { loadSchemas } from './xsd-validate'

/** The SAT's schemas kept beside the builders, loaded for the tests (electronic accounting and CFDI 4.0). */
const read = (folder: string, file: string) =>
  readFileSync(path.join(import.meta.dirname, '..', folder, 'xsd', file), 'utf8')

export const contabilidadSchemas = () =>
  loadSchemas(
    [
      'CatalogoCuentas_1_3.xsd',
      'BalanzaComprobacion_1_3.xsd',
      'PolizasPeriodo_1_3.xsd',
      'CatalogosParaEsqContE.xsd',
    ].map((file) => read('sat', file)),
  )

export const cfdiSchemas = () =>
  loadSchemas(['cfdv40.xsd', 'tdCFDI.xsd', 'TimbreFiscalDigitalv11.xsd'].map((file) => read('cfdi', file)))

/** The fields a builder refused, in order (fails the test when it did not refuse). */
export function refusedFields(build: () => unknown): string[] {
  try {
    build()
  } catch (error) {
    if (error instanceof SatInputError) return error.fields.map((f) => f.field)
    throw error
  }
  throw new Error('not refused')
}
