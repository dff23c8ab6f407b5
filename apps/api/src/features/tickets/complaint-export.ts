import { and, asc, between, eq, or } from 'drizzle-orm'
import {
  quarterDays,
  type ComplaintCause,
  type ComplaintChannel,
  type ComplaintLevel,
  type ComplaintOutcome,
  type ComplaintProduct,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { CSV_BOM, csvLine } from '../../lib/csv'
import type { Viewer } from '../allies'
import { applicationRecords, visibleInRecords } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { ticketComplaints, tickets } from './tickets.schema'

/*
 * A quarter of the complaints register in the columns of CONDUSEF's register of the UNE (REUNE, reclamaciones):
 * every complaint received in the quarter, and those of earlier quarters resolved in it. The words of each
 * catalogue are the register's, in Spanish whatever the reader's language (the file goes to the authority).
 */

const channels: Record<ComplaintChannel, string> = {
  une_office: 'Oficina de la UNE',
  branch: 'Sucursal',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  web: 'Página de internet',
  condusef: 'Turnada por CONDUSEF',
  social_media: 'Redes sociales',
  other: 'Otro',
}
const causes: Record<ComplaintCause, string> = {
  payment_not_applied: 'Pago no aplicado',
  unrecognised_charge: 'Cargo no reconocido',
  interest_or_fee_dispute: 'Inconformidad con intereses o comisiones',
  statement_error: 'Error en el estado de cuenta',
  early_payoff: 'Liquidación anticipada',
  credit_bureau_report: 'Reporte a sociedades de información crediticia',
  collection_practices: 'Gestión de cobranza',
  insurance: 'Seguro',
  contract_terms: 'Términos del contrato',
  identity_theft: 'Posible robo de identidad',
  service_quality: 'Calidad del servicio',
  other: 'Otra',
}
const products: Record<ComplaintProduct, string> = {
  vehicle_credit: 'Crédito automotriz',
  financed_insurance: 'Seguro financiado',
}
const levels: Record<ComplaintLevel, string> = { une: 'UNE', branch: 'Sucursal', condusef: 'CONDUSEF' }
const outcomes: Record<ComplaintOutcome, string> = {
  favorable: 'Favorable al usuario',
  partial: 'Parcialmente favorable',
  unfavorable: 'Desfavorable al usuario',
}

export const complaintRegisterColumns = [
  'Denominación',
  'Trimestre',
  'Número de reclamaciones',
  'Folio de atención',
  'Estado',
  'Fecha de la reclamación',
  'Fecha de resolución',
  'Fecha de notificación al usuario',
  'Medio de recepción',
  'Nivel de atención',
  'Producto o servicio',
  'Causa',
  'Posible robo de identidad',
  'Entidad federativa',
  'Código postal',
  'Municipio o alcaldía',
  'Colonia',
  'Tipo de persona',
  'Sexo',
  'Edad',
  'Monto reclamado',
  'Importe abonado',
  'Fecha de abono',
  'Sentido de la resolución',
  'Folio CONDUSEF',
] as const

/** dd/mm/aaaa, as the register's forms print dates. */
const registerDate = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : ''
const pesos = (cents: number) => (cents / 100).toFixed(2)

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string) {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4))
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years
}

/** The register's rows of a quarter (`2026-Q4`) among the complaints the viewer's scope sees. */
export async function complaintRegister(db: Executor, quarter: string, viewer: Viewer) {
  const { from, to } = quarterDays(quarter)
  const rows = await db
    .select({
      ticketId: tickets.id,
      complaint: ticketComplaints,
      applicant: applicationRecords.applicant,
      address: applicationRecords.address,
    })
    .from(ticketComplaints)
    .innerJoin(tickets, eq(tickets.id, ticketComplaints.ticketId))
    .innerJoin(applicationRecords, eq(applicationRecords.id, tickets.applicationId))
    .where(
      and(
        eq(tickets.category, 'complaint'),
        or(between(ticketComplaints.receivedOn, from, to), between(ticketComplaints.resolvedOn, from, to)),
        visibleInRecords(viewer),
      ),
    )
    .orderBy(asc(ticketComplaints.receivedOn), asc(tickets.id))
  const { legalName } = await lenderProfileOf(db)
  return rows.map(({ ticketId, complaint, applicant, address }) => {
    const place = (address ?? {}) as Partial<
      Record<'state' | 'postalCode' | 'municipality' | 'neighborhood', string>
    >
    // Pending at the quarter's end when it was resolved after it.
    const concluded = complaint.resolvedOn !== null && complaint.resolvedOn <= to
    return [
      legalName,
      quarter.slice(-1),
      1,
      `TK-${ticketId}`,
      concluded ? 'Concluido' : 'Pendiente',
      registerDate(complaint.receivedOn),
      concluded ? registerDate(complaint.resolvedOn) : '',
      concluded ? registerDate(complaint.notifiedOn) : '',
      channels[complaint.channel],
      levels[complaint.level],
      products[complaint.product],
      causes[complaint.cause],
      complaint.identityTheft ? 'Sí' : 'No',
      place.state ?? '',
      place.postalCode ?? '',
      place.municipality ?? '',
      place.neighborhood ?? '',
      'Física',
      applicant.sex === 'H' ? 'Hombre' : applicant.sex === 'M' ? 'Mujer' : 'No binario',
      ageOn(applicant.birthDate, complaint.receivedOn),
      pesos(complaint.claimedCents),
      pesos(complaint.creditedCents),
      registerDate(complaint.creditedOn),
      concluded && complaint.outcome ? outcomes[complaint.outcome] : '',
      complaint.condusefFolio,
    ]
  })
}

/** The quarter's register as a CSV a spreadsheet opens with its accents. */
export async function complaintRegisterCsv(db: Executor, quarter: string, viewer: Viewer) {
  const rows = await complaintRegister(db, quarter, viewer)
  return CSV_BOM + csvLine([...complaintRegisterColumns]) + rows.map(csvLine).join('')
}
