/** TanStack Query keys of the vehicles feature (VIN records, commissions). */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  vinLists: ['vehicles', 'vins'] as const,
  vins: (query: object) => ['vehicles', 'vins', query] as const,
  vin: (id: number) => ['vehicles', 'vin', id] as const,
  commissions: (query: object) => ['vehicles', 'commissions', query] as const,
  rules: ['vehicles', 'commission-rules'] as const,
  // The application file's tabs, by the application's id (the VIN event names none: every open VIN tab).
  fileVins: ['vehicles', 'file-vin'] as const,
  fileVin: (id: number) => ['vehicles', 'file-vin', id] as const,
  filePurchase: (id: number) => ['vehicles', 'file-purchase', id] as const,
  filePartners: (id: number) => ['vehicles', 'file-partners', id] as const,
}
