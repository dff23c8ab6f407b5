import { eq } from 'drizzle-orm'
import type { CustomerRecordAddress } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { ApplicationRow } from '../credit-applications'
import { customers } from './customers.schema'

type Applicant = {
  firstNames?: string
  lastName1?: string
  lastName2?: string
  birthDate?: string
  email?: string
  mobilePhone?: string
  homePhone?: string
}

const digits = (phone: string) => phone.replace(/[\s()-]/g, '')
const addressKey = (address: CustomerRecordAddress) =>
  `${address.street}|${address.exteriorNumber}|${address.postalCode}`.toLowerCase()

function addressOf(row: ApplicationRow): CustomerRecordAddress | null {
  const address = row.address as Partial<CustomerRecordAddress> | null
  if (!address?.street || !address.postalCode) return null
  return {
    street: address.street,
    exteriorNumber: address.exteriorNumber ?? '',
    interiorNumber: address.interiorNumber ?? '',
    neighborhood: address.neighborhood ?? '',
    municipality: address.municipality ?? '',
    state: address.state ?? ('CX' as CustomerRecordAddress['state']),
    postalCode: address.postalCode,
  }
}

/** Adds what is new, keeps what is there: the desk's corrections are never overwritten by a later capture. */
const merged = <T>(current: T[], incoming: T[], key: (item: T) => string) => {
  const seen = new Set(current.map(key))
  return [...current, ...incoming.filter((item) => !seen.has(key(item)))]
}

/**
 * The customer of an application, created or completed from its captured data (deduplicated by CURP).
 * Runs in the caller's transaction: when an application leaves captura, and for the seed's backfill.
 */
export async function syncCustomerFromApplication(tx: Executor, row: ApplicationRow) {
  const curp = row.curp.trim().toUpperCase()
  if (!curp) return
  const applicant = row.applicant as Applicant
  const phones = [applicant.mobilePhone ?? row.mobilePhone, applicant.homePhone ?? '']
    .map((phone) => digits(phone ?? ''))
    .filter(Boolean)
  const emails = applicant.email ? [applicant.email.toLowerCase()] : []
  const address = addressOf(row)
  const addresses = address ? [address] : []
  const [current] = await tx.select().from(customers).where(eq(customers.curp, curp)).for('update')
  if (!current) {
    await tx
      .insert(customers)
      .values({
        curp,
        rfc: row.rfc,
        firstNames: applicant.firstNames ?? row.applicantName,
        lastName1: applicant.lastName1 ?? '',
        lastName2: applicant.lastName2 ?? '',
        birthDate: applicant.birthDate ?? null,
        phones: [...new Set(phones)],
        emails,
        addresses,
      })
      .onConflictDoNothing()
    return
  }
  const next = {
    phones: merged(current.phones, phones, (phone) => phone),
    emails: merged(current.emails, emails, (email) => email),
    addresses: merged(current.addresses, addresses, addressKey),
  }
  const changed =
    next.phones.length !== current.phones.length ||
    next.emails.length !== current.emails.length ||
    next.addresses.length !== current.addresses.length
  if (changed)
    await tx
      .update(customers)
      .set({ ...next, updatedAt: new Date(), version: current.version + 1 })
      .where(eq(customers.id, current.id))
}
