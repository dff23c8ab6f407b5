/** TanStack Query keys of the vehicles feature (VIN records, commissions). */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  vinLists: ['vehicles', 'vins'] as const,
  vins: (query: object) => ['vehicles', 'vins', query] as const,
  vin: (id: number) => ['vehicles', 'vin', id] as const,
  commissions: (query: object) => ['vehicles', 'commissions', query] as const,
  rules: ['vehicles', 'commission-rules'] as const,
}
