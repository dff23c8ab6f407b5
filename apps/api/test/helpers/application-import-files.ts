import { curpCheckDigit, curpStemFor, rfcCheckDigit } from '@mesa/contracts'

/** The header row of an application import file, in Spanish as a lender's spreadsheet names them. */
export const APPLICATION_HEADERS = [
  'Producto',
  'RFC del aliado',
  'Nombres',
  'Apellido paterno',
  'Apellido materno',
  'CURP',
  'RFC',
  'Fecha de nacimiento',
  'Sexo',
  'Entidad de nacimiento',
  'Correo',
  'Celular',
  'Marca',
  'Modelo',
  'Año',
  'Precio',
  'Monto solicitado',
  'Enganche',
  'Plazo',
  'Tasa',
]

const letters = 'BCDFGHJKLMNPRSTVZ'

/** The n-th applicant: a valid CURP built from their names and birth data (check digit included). */
export function applicant(n: number) {
  const firstNames = `Mario ${letters[n % letters.length]}ario`
  const lastName1 = `Pe${letters[Math.floor(n / letters.length) % letters.length]!.toLowerCase()}ez`
  const lastName2 = 'Luna'
  const day = String((n % 28) + 1).padStart(2, '0')
  const person = { firstNames, lastName1, lastName2, birthDate: `1990-05-${day}`, sex: 'H', birthState: 'PL' }
  const first17 = `${curpStemFor(person)}0`
  const curp = first17 + curpCheckDigit(first17)
  const rfc12 = `${curp.slice(0, 10)}AB`
  return { ...person, curp, rfc: rfc12 + rfcCheckDigit(rfc12) }
}

/** A valid application row under APPLICATION_HEADERS for the ally with `allyRfc`. */
export function applicationRow(n: number, allyRfc: string, overrides: Partial<Record<number, string>> = {}) {
  const person = applicant(n)
  const cells = [
    'Auto',
    allyRfc,
    person.firstNames,
    person.lastName1,
    person.lastName2,
    person.curp,
    person.rfc,
    `${person.birthDate.slice(8)}/${person.birthDate.slice(5, 7)}/${person.birthDate.slice(0, 4)}`,
    'Hombre',
    'PL',
    `cliente${n}@correo.mx`,
    '2229876543',
    'Nissan',
    'Versa',
    '2024',
    '$320,000.00',
    '250000',
    '70000.50',
    '48',
    '14.5',
  ]
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value!
  return cells
}
