/**
 * Distances on the map between a visit photo's GPS position and the applicant's address (issue 30). The
 * haversine formula on a sphere of the Earth's mean radius (IUGG, 6 371 008.8 m): within 0.5 % of the
 * ellipsoid's answer, far below a phone's GPS error and the threshold it is compared with.
 */
export const EARTH_MEAN_RADIUS_METERS = 6_371_008.8

/** How far a photo may be from the address before the file flags it (VISIT_DISTANCE_METERS). */
export const DEFAULT_VISIT_DISTANCE_METERS = 500

export interface GeoPoint {
  latitude: number
  longitude: number
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points, in whole metres (rounded half up). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * EARTH_MEAN_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))))
}

/**
 * Reads a position as people paste it from a map ("19.4326, -99.1332", "19.4326 -99.1332"): latitude first,
 * decimal degrees. Null when it is not two numbers within range.
 */
export function parseGeoPoint(text: string): GeoPoint | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text)
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}
