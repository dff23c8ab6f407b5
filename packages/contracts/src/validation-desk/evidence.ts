import type { DocumentKind } from '../credit-applications/stages'

/**
 * mainValidation (docs/domain.md): which captured data each checklist document proves, so the
 * desk sees the document beside exactly what it must agree with. Paths are `section.field` of the
 * application detail (`product.vehicle.vin` reaches into the product section). Pure data, no zod: the web
 * reads it on the detail screen.
 */
export const documentEvidence: Record<DocumentKind, readonly string[]> = {
  identificacion: [
    'applicant.firstNames',
    'applicant.lastName1',
    'applicant.lastName2',
    'applicant.curp',
    'applicant.birthDate',
    'applicant.sex',
  ],
  comprobante_domicilio: [
    'address.street',
    'address.exteriorNumber',
    'address.neighborhood',
    'address.municipality',
    'address.state',
    'address.postalCode',
  ],
  comprobante_ingresos: [
    'work.employer',
    'work.position',
    'work.employmentType',
    'work.nss',
    'finance.monthlyIncomeCents',
  ],
  estado_cuenta: ['applicant.firstNames', 'applicant.lastName1', 'finance.monthlyIncomeCents'],
  solicitud_firmada: [
    'applicant.firstNames',
    'applicant.lastName1',
    'applicant.rfc',
    'product.terms.requestedAmountCents',
  ],
  factura_vehiculo: [
    'product.vehicle.make',
    'product.vehicle.model',
    'product.vehicle.year',
    'product.vehicle.vin',
  ],
  licencia_conducir: ['applicant.firstNames', 'applicant.lastName1', 'applicant.birthDate'],
  otro: [],
}

/** Reads `section.field[.field]` from an application detail; undefined when a section is not captured. */
export function evidenceValue(detail: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      detail,
    )
}

/** At least this many references must be verified by phone before validación may advance. */
export const VERIFIED_REFERENCES_REQUIRED = 2
