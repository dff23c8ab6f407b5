import { analyseCurp } from '@mesa/contracts'
import type { BureauQuery } from './bureau-provider'
import { generator, hash } from './sandbox-random'

/**
 * SANDBOX: who the sandbox bureau says a person is. A bureau answers from its own register (the name, addresses
 * and employers other grantors reported), never from what the applicant declares to us; so does the sandbox, so
 * the comparison and address checks compare two sources and can disagree. A CURP the demo seed registered
 * (credit_bureau_sandbox_persons) answers its registered person; any other gets an identity of the sandbox's own,
 * derived from the CURP alone: the birth date the CURP encodes, homes in real neighbourhoods (most in the state
 * of birth) and employers of its own.
 */
export interface SandboxPerson {
  /** The name as grantors reported it (the bureau finds a person by name and RFC). */
  name: string
  birthDate: string
  /** Newest first; `reportedMonthsAgo` dates each one relative to the consultation. */
  addresses: Array<{
    street: string
    neighborhood: string
    municipality: string
    state: string
    postalCode: string
    reportedMonthsAgo: number
  }>
  employers: Array<{
    employer: string
    position: string
    startedMonthsAgo: number
    reportedMonthsAgo: number
  }>
}

/** Neighbourhoods with their SEPOMEX postal code, by the CURP's state code (the captured address's state). */
const PLACES: Array<[state: string, municipality: string, neighborhood: string, postalCode: string]> = [
  ['DF', 'Coyoacán', 'Del Carmen', '04100'],
  ['DF', 'Benito Juárez', 'Narvarte Poniente', '03020'],
  ['DF', 'Iztapalapa', 'Santa Cruz Meyehualco', '09290'],
  ['MC', 'Naucalpan de Juárez', 'Ciudad Satélite', '53100'],
  ['MC', 'Ecatepec de Morelos', 'Ciudad Azteca', '55120'],
  ['MC', 'Toluca', 'Santa Ana Tlapaltitlán', '50160'],
  ['JC', 'Guadalajara', 'Americana', '44160'],
  ['JC', 'Zapopan', 'Ciudad Granja', '45010'],
  ['NL', 'Monterrey', 'Mitras Centro', '64460'],
  ['NL', 'San Nicolás de los Garza', 'Anáhuac', '66450'],
  ['PL', 'Puebla', 'La Paz', '72160'],
  ['GT', 'León', 'Jardines del Moral', '37160'],
  ['QT', 'Querétaro', 'Centro', '76000'],
  ['YN', 'Mérida', 'García Ginerés', '97070'],
  ['VZ', 'Veracruz', 'Reforma', '91919'],
  ['BC', 'Tijuana', 'Zona Río', '22010'],
  ['CH', 'Chihuahua', 'San Felipe', '31203'],
  ['SP', 'San Luis Potosí', 'Tequisquiapan', '78250'],
]

const STREETS = [
  'Av. Juárez',
  'Calle Hidalgo',
  'Calle Morelos',
  'Av. Reforma',
  'Calle Allende',
  'Av. Insurgentes',
]

const EMPLOYERS = [
  'GRUPO BIMBO SAB DE CV',
  'WALMART DE MEXICO SAB DE CV',
  'FOMENTO ECONOMICO MEXICANO SAB DE CV',
  'PETROLEOS MEXICANOS',
  'COMISION FEDERAL DE ELECTRICIDAD',
  'INSTITUTO MEXICANO DEL SEGURO SOCIAL',
  'TELEFONOS DE MEXICO SAB DE CV',
  'CEMEX SAB DE CV',
  'ORGANIZACION SORIANA SAB DE CV',
  'SECRETARIA DE EDUCACION PUBLICA',
  'EL PUERTO DE LIVERPOOL SAB DE CV',
]
const POSITIONS = ['EMPLEADO', 'SUPERVISOR', 'ANALISTA', 'GERENTE', 'OPERADOR', 'DOCENTE']

/** The name as the bureau holds it: one file in eight lacks the second surname, as bureaus' often do. */
const bureauName = (query: BureauQuery, seed: number) =>
  `${query.firstNames} ${seed % 8 === 3 ? query.lastName1 : `${query.lastName1} ${query.lastName2}`.trim()}`
    .trim()
    .toUpperCase()

/** The sandbox's own person for a CURP nobody registered: everything but the name follows from the CURP. */
export function generatedPerson(query: BureauQuery): SandboxPerson {
  const seed = hash(`person|${query.curp}`)
  const random = generator(seed)
  const decoded = analyseCurp(query.curp).decoded
  const birthState = decoded?.state
  const home = (inBirthState: boolean) => {
    const local = PLACES.filter(([state]) => state === birthState)
    return random.pick(inBirthState && local.length > 0 ? local : PLACES)
  }
  const addresses = Array.from({ length: random.int(1, 3) }, (_, index) => {
    const [state, municipality, neighborhood, postalCode] = home(random.int(0, 9) < 6)
    return {
      street: `${random.pick(STREETS)} ${random.int(10, 990)}`,
      neighborhood,
      municipality,
      state,
      postalCode,
      reportedMonthsAgo: index === 0 ? random.int(1, 6) : random.int(12 * index, 30 * index),
    }
  })
  const employers = Array.from({ length: random.int(0, 2) }, (_, index) => ({
    employer: random.pick(EMPLOYERS),
    position: random.pick(POSITIONS),
    startedMonthsAgo: random.int(12 + 36 * index, 48 + 48 * index),
    reportedMonthsAgo: random.int(1 + 12 * index, 12 + 12 * index),
  }))
  return {
    name: bureauName(query, hash(`${query.curp}|${query.rfc}`)),
    birthDate: decoded?.birthDate ?? query.birthDate,
    addresses,
    employers,
  }
}

/**
 * A person the demo seed registers from an application: the name and identifiers as captured, the declared
 * home and employer as the bureau's newest (most applicants' files agree), plus an older home. `moved` and
 * `changedJob` (a few of them) keep only an earlier home or employer of the sandbox's own instead, so the demo
 * shows the address and employer checks asking for a look.
 */
export function registeredPerson(
  query: BureauQuery,
  options: { moved: boolean; changedJob: boolean },
): SandboxPerson {
  const own = generatedPerson(query)
  const declared = query.address ? [{ ...query.address, reportedMonthsAgo: 2 }] : []
  return {
    name: own.name,
    birthDate: own.birthDate,
    addresses:
      options.moved || declared.length === 0 ? own.addresses : [...declared, ...own.addresses.slice(1)],
    employers:
      options.changedJob || !query.employer
        ? own.employers
        : [
            {
              employer: query.employer.toUpperCase(),
              position: 'EMPLEADO',
              startedMonthsAgo: 30,
              reportedMonthsAgo: 3,
            },
          ],
  }
}
