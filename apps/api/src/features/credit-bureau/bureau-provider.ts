import type { BureauReportData } from '@mesa/contracts'

/** Who the bureau is asked about: Buró de Crédito's person query takes the name, RFC, CURP and an address. */
export interface BureauQuery {
  firstNames: string
  lastName1: string
  lastName2: string
  curp: string
  rfc: string
  birthDate: string
  address: {
    street: string
    neighborhood: string
    municipality: string
    state: string
    postalCode: string
  } | null
  employer: string | null
  /** The consulting institution's name, as it appears in the person's queries section afterwards. */
  grantor: string
}

export interface BureauAnswer {
  folio: string
  report: BureauReportData
}

/**
 * A credit bureau. The production one (Buró de Crédito's or Círculo de Crédito's API, with the
 * institution's credentials) implements this; the built-in SANDBOX answers offline.
 */
export interface BureauProvider {
  /** Shown with every report: 'sandbox' marks made-up data. */
  name: string
  pull(query: BureauQuery, at: Date, signal?: AbortSignal): Promise<BureauAnswer>
}
