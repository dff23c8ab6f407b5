/*
 * A PAC (proveedor autorizado de certificación) stamps a sealed CFDI: it validates it, adds the
 * TimbreFiscalDigital complement sealed with the SAT's certificate and answers the stamped XML. Mesa talks to
 * one through this interface; ./sandbox-pac.ts is the offline one for development and tests. A real provider's
 * client implements the same method over its web service.
 */
export interface StampResult {
  /** The folio fiscal, upper-case. */
  uuid: string
  /** When it was stamped, Mexico City local time, "YYYY-MM-DDThh:mm:ss" as the TFD writes it. */
  fechaTimbrado: string
  selloSat: string
  noCertificadoSat: string
  /** The CFDI with its TimbreFiscalDigital. */
  xml: string
}

/** What a cancellation asks (Anexo 20's cancellation service): the folio fiscal, both RFCs, the total, the motive. */
export interface CancellationRequest {
  uuid: string
  rfcEmisor: string
  rfcReceptor: string
  /** "123.45", as the CFDI writes it. */
  total: string
  /** c_MotivoCancelacion: 02 comprobante emitido con errores sin relación (no replacement is issued). */
  motive: '01' | '02' | '03' | '04'
}

export interface CancellationResult {
  /** cancelled now, or waiting for the receptor's acceptance (the SAT asks it above $1,000 after 24 hours). */
  status: 'cancelled' | 'awaiting_acceptance'
  /** The acuse the PAC answers (XML), kept as proof. */
  acuse: string
}

export interface PacProvider {
  /** True for a provider whose stamps have no fiscal validity (the sandbox): shown on the PDF. */
  readonly sandbox: boolean
  /**
   * Stamps a sealed CFDI. A PAC answers a CFDI it already stamped (the same sello) with that same stamp, so a
   * retry after a lost answer never makes a second folio fiscal; the sandbox does the same.
   */
  stamp(sealedXml: string): Promise<StampResult>
  /** Asks the SAT to cancel a stamped CFDI. */
  cancel(request: CancellationRequest): Promise<CancellationResult>
}

/** A CFDI the PAC refused, with the SAT's validation it failed (e.g. "CFDI40102" for a bad sello). */
export class PacRejection extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'PacRejection'
  }
}
