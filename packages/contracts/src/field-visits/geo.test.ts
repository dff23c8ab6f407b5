import { describe, expect, it } from 'vitest'
import { distanceMeters, parseGeoPoint } from './geo'

/*
 * Hand-computed distances (R = 6 371 008.8 m, the Earth's mean radius):
 * - Along a meridian, Δφ degrees are R·Δφ·π/180: 0.001° = 6 371 008.8 × 0.0000174533 = 111.195 m → 111 m;
 *   0.0045° = 500.38 m → 500 m; 0.01° = 1 111.95 m → 1 112 m.
 * - Along the equator the same: 1° of longitude = 111 195.08 m → 111 195 m.
 * - Along the parallel of 60°, cos 60° = 0.5 halves it: 0.01° of longitude = 1 111.95 × 0.5 = 555.98 m → 556 m
 *   (to a millimetre: the great circle is shorter than the parallel by 2 × 10⁻⁸ of it).
 */
describe('distanceMeters (haversine)', () => {
  const zocalo = { latitude: 19.4326, longitude: -99.1332 }
  it('along a meridian: R·Δφ', () => {
    expect(distanceMeters(zocalo, { latitude: 19.4336, longitude: -99.1332 })).toBe(111)
    expect(distanceMeters(zocalo, { latitude: 19.4371, longitude: -99.1332 })).toBe(500)
    expect(distanceMeters(zocalo, { latitude: 19.4426, longitude: -99.1332 })).toBe(1112)
  })
  it('along the equator and along the parallel of 60°', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBe(111195)
    expect(distanceMeters({ latitude: 60, longitude: 10 }, { latitude: 60, longitude: 10.01 })).toBe(556)
  })
  it('is symmetric and zero on the same point', () => {
    const photo = { latitude: 19.4401, longitude: -99.1401 }
    expect(distanceMeters(zocalo, photo)).toBe(distanceMeters(photo, zocalo))
    expect(distanceMeters(zocalo, zocalo)).toBe(0)
  })
})

describe('parseGeoPoint', () => {
  it('reads what a map copies, latitude first', () => {
    expect(parseGeoPoint('19.4326, -99.1332')).toEqual({ latitude: 19.4326, longitude: -99.1332 })
    expect(parseGeoPoint(' 19.4326 -99.1332 ')).toEqual({ latitude: 19.4326, longitude: -99.1332 })
  })
  it('refuses what is not two numbers within range', () => {
    expect(parseGeoPoint('Calle 5')).toBeNull()
    expect(parseGeoPoint('99.1, 19.4')).toBeNull()
    expect(parseGeoPoint('19.4, -199.1')).toBeNull()
  })
})
