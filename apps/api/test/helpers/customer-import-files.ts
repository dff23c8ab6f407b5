import { applicant } from './application-import-files'

/** The header row of a customer import file, in Spanish as a lender's spreadsheet names them. */
export const CUSTOMER_HEADERS = [
  'CURP',
  'RFC',
  'Nombres',
  'Apellido paterno',
  'Apellido materno',
  'Fecha de nacimiento',
  'Celular',
  'Teléfono 2',
  'Correo',
  'Calle',
  'Número exterior',
  'Número interior',
  'Colonia',
  'Municipio',
  'Estado',
  'Código postal',
]

/** A valid customer row under CUSTOMER_HEADERS: the n-th applicant (valid CURP and RFC), living in Puebla. */
export function customerRow(n: number, overrides: Partial<Record<number, string>> = {}) {
  const person = applicant(n)
  const [year, month, day] = person.birthDate.split('-')
  const cells = [
    person.curp,
    person.rfc,
    person.firstNames,
    person.lastName1,
    person.lastName2,
    `${day}/${month}/${year}`,
    '222 987 6543',
    '',
    `persona${n}@correo.mx`,
    'Av. Reforma',
    '120',
    '',
    'Centro',
    'Puebla',
    'Puebla',
    '72000',
  ]
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value!
  return cells
}
