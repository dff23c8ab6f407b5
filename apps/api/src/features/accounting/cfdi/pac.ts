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

export interface PacProvider {
  /** True for a provider whose stamps have no fiscal validity (the sandbox): shown on the PDF. */
  readonly sandbox: boolean
  stamp(sealedXml: string): Promise<StampResult>
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
