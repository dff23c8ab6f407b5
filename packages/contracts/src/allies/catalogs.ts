/**
 * Reference data of the allies area (spec §3 client-side "catalogs"), the seed of the catalog
 * tables and the source of the CLABE bank codes. Values are what an ally stores; labels are shown.
 */

export interface CatalogOption {
  value: string
  label: string
}

/** Banks with their CLABE institution code (Banxico's catalogue of SPEI participants). */
export const banks: CatalogOption[] = [
  { value: '002', label: 'Banamex' },
  { value: '006', label: 'Bancomext' },
  { value: '009', label: 'Banobras' },
  { value: '012', label: 'BBVA México' },
  { value: '014', label: 'Santander' },
  { value: '019', label: 'Banjército' },
  { value: '021', label: 'HSBC' },
  { value: '030', label: 'Banco del Bajío' },
  { value: '036', label: 'Inbursa' },
  { value: '042', label: 'Mifel' },
  { value: '044', label: 'Scotiabank' },
  { value: '058', label: 'Banregio' },
  { value: '059', label: 'Invex' },
  { value: '060', label: 'Bansi' },
  { value: '062', label: 'Afirme' },
  { value: '072', label: 'Banorte' },
  { value: '106', label: 'Bank of America' },
  { value: '108', label: 'MUFG Bank' },
  { value: '110', label: 'J.P. Morgan' },
  { value: '112', label: 'Banco Monex' },
  { value: '113', label: 'Ve por Más' },
  { value: '127', label: 'Banco Azteca' },
  { value: '128', label: 'Autofin' },
  { value: '129', label: 'Barclays' },
  { value: '130', label: 'Compartamos' },
  { value: '132', label: 'Multiva' },
  { value: '133', label: 'Actinver' },
  { value: '135', label: 'Nafin' },
  { value: '136', label: 'Intercam Banco' },
  { value: '137', label: 'BanCoppel' },
  { value: '138', label: 'ABC Capital' },
  { value: '140', label: 'Consubanco' },
  { value: '141', label: 'Volkswagen Bank' },
  { value: '143', label: 'CIBanco' },
  { value: '145', label: 'Banco Base' },
  { value: '147', label: 'Bankaool' },
  { value: '148', label: 'PagaTodo' },
  { value: '150', label: 'Inmobiliario Mexicano' },
  { value: '151', label: 'Dondé Banco' },
  { value: '152', label: 'Bancrea' },
  { value: '155', label: 'ICBC' },
  { value: '156', label: 'Sabadell' },
  { value: '157', label: 'Shinhan' },
  { value: '158', label: 'Mizuho Bank' },
  { value: '166', label: 'Banco del Bienestar' },
  { value: '168', label: 'Hipotecaria Federal' },
  { value: '638', label: 'Nu México' },
  { value: '646', label: 'STP' },
  { value: '722', label: 'Mercado Pago' },
]

export const bankCodes: ReadonlySet<string> = new Set(banks.map((bank) => bank.value))

/** Ally status (spec §4): the completeness of its onboarding. */
export const allyStatuses = ['Inactive', 'Completed', 'Pending'] as const
export type AllyStatus = (typeof allyStatuses)[number]

export const statusOptions: CatalogOption[] = [
  { value: 'Pending', label: 'Pendiente' },
  { value: 'Completed', label: 'Completo' },
  { value: 'Inactive', label: 'Inactivo' },
]

export const zones: CatalogOption[] = [
  'Noroeste',
  'Norte',
  'Noreste',
  'Occidente',
  'Bajío',
  'Centro',
  'Sur',
  'Sureste',
].map((name) => ({ value: name, label: name }))

/** Regions (states) and the zone each belongs to. */
export const regionsByZone: Record<string, string[]> = {
  Noroeste: ['Baja California', 'Baja California Sur', 'Sonora', 'Sinaloa'],
  Norte: ['Chihuahua', 'Coahuila', 'Durango', 'Zacatecas'],
  Noreste: ['Nuevo León', 'Tamaulipas'],
  Occidente: ['Jalisco', 'Colima', 'Nayarit', 'Michoacán'],
  Bajío: ['Guanajuato', 'Querétaro', 'Aguascalientes', 'San Luis Potosí'],
  Centro: ['Ciudad de México', 'Estado de México', 'Puebla', 'Morelos', 'Hidalgo', 'Tlaxcala'],
  Sur: ['Guerrero', 'Oaxaca', 'Chiapas'],
  Sureste: ['Veracruz', 'Tabasco', 'Campeche', 'Yucatán', 'Quintana Roo'],
}

export interface RegionOption extends CatalogOption {
  zoneName: string
}

export const regions: RegionOption[] = Object.entries(regionsByZone).flatMap(([zoneName, names]) =>
  names.map((name) => ({ value: name, label: name, zoneName })),
)

const options = (...names: string[]): CatalogOption[] => names.map((name) => ({ value: name, label: name }))

export const typeOfAllies = options(
  'Agencia',
  'Lote seminuevos',
  'Distribuidor motos',
  'Multimarca',
  'Broker',
)

export const positions = options(
  'Director general',
  'Gerente general',
  'Gerente de ventas',
  'Gerente de crédito (F&I)',
  'Gerente administrativo',
  'Contador',
  'Asesor de ventas',
)

export const typeOfAddresses = options('Fiscal', 'Comercial', 'Sucursal', 'Entrega de documentos')

export const typeOfManagers = options(
  'Representante legal',
  'Responsable comercial',
  'Responsable administrativo',
  'Contacto de cobranza',
)

/** What each uploaded file of an ally is. */
export const allyFileKinds = [
  'contrato',
  'identificacion',
  'comprobante_domicilio',
  'acta_constitutiva',
  'estado_cuenta',
  'otro',
] as const
export type AllyFileKind = (typeof allyFileKinds)[number]

export const allyFileKindOptions: CatalogOption[] = [
  { value: 'contrato', label: 'Contrato' },
  { value: 'identificacion', label: 'Identificación oficial' },
  { value: 'comprobante_domicilio', label: 'Comprobante de domicilio' },
  { value: 'acta_constitutiva', label: 'Acta constitutiva' },
  { value: 'estado_cuenta', label: 'Estado de cuenta' },
  { value: 'otro', label: 'Otro' },
]

/** Upload limits, shared so the web can check before sending. */
export const ALLY_FILE_MAX_BYTES = 10 * 1024 * 1024
export const allyFileContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const

/** The catalog kinds the API stores and serves. */
export const allyCatalogKinds = [
  'banks',
  'statuses',
  'positions',
  'typeOfAllies',
  'zones',
  'regions',
  'typeOfAddresses',
  'typeOfManagers',
] as const
export type AllyCatalogKind = (typeof allyCatalogKinds)[number]
