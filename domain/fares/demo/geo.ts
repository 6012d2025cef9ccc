const EARTH_RADIUS_KM = 6_371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Block time for a flight: taxi and climb, then about 830 km/h; westbound a
 * little slower against the prevailing westerlies. Whole 5 minutes.
 */
export function flightMinutes(from: Coordinates, to: Coordinates): number {
  const km = distanceKm(from, to);
  const east = ((to.longitude - from.longitude + 540) % 360) - 180 > 0;
  const westbound = !east;
  const cruise = (km / 830) * 60 * (westbound ? 1.06 : 0.96);
  return Math.max(30, Math.round((30 + cruise) / 5) * 5);
}
