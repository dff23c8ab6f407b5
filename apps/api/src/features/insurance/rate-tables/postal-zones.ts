/**
 * Risk zone of a Mexican postal code by its first two digits (the state or metro area it belongs to):
 * theft and collision frequency are highest in the Valle de México, middling in the other big metros.
 */
export type PostalZone = 'alta' | 'media' | 'baja'

const ranges: Array<[from: number, to: number, zone: PostalZone]> = [
  [1, 16, 'alta'], // Ciudad de México
  [50, 57, 'alta'], // Estado de México (Valle de México and Toluca)
  [20, 22, 'media'], // Aguascalientes, Baja California (Tijuana, Mexicali)
  [44, 49, 'media'], // Jalisco (Guadalajara)
  [64, 67, 'media'], // Nuevo León (Monterrey)
  [72, 76, 'media'], // Puebla, Querétaro
]

export function postalZone(postalCode: string): PostalZone {
  const prefix = Number(postalCode.slice(0, 2))
  return ranges.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? 'baja'
}
