import { TZDB_ZONE_PLACES } from './time-zone-places.ts';

/**
 * A festival's time zone comes from its city (docs/decisions.md, deadline times): the zone of the
 * nearest known place of the festival's country, by the festival's GPS position. tzdb gives one
 * place per zone, which is too coarse in wide countries (Portland, Oregon is nearer Boise's
 * anchor than Los Angeles', Dunedin nearer the Chatham Islands' than Auckland's), so large cities
 * of the countries that span several zones are added.
 */
const CITY_PLACES = `
US 47.61 -122.33 America/Los_Angeles
US 45.52 -122.68 America/Los_Angeles
US 37.77 -122.42 America/Los_Angeles
US 38.58 -121.49 America/Los_Angeles
US 32.72 -117.16 America/Los_Angeles
US 36.17 -115.14 America/Los_Angeles
US 39.53 -119.81 America/Los_Angeles
US 47.66 -117.43 America/Los_Angeles
US 44.05 -123.09 America/Los_Angeles
US 40.76 -111.89 America/Denver
US 35.08 -106.65 America/Denver
US 35.69 -105.94 America/Denver
US 41.14 -104.82 America/Denver
US 45.78 -108.5 America/Denver
US 31.76 -106.49 America/Denver
US 38.83 -104.82 America/Denver
US 32.22 -110.97 America/Phoenix
US 35.2 -111.65 America/Phoenix
US 30.27 -97.74 America/Chicago
US 29.76 -95.37 America/Chicago
US 32.78 -96.8 America/Chicago
US 29.42 -98.49 America/Chicago
US 44.98 -93.27 America/Chicago
US 39.1 -94.58 America/Chicago
US 38.63 -90.2 America/Chicago
US 29.95 -90.07 America/Chicago
US 36.16 -86.78 America/Chicago
US 35.15 -90.05 America/Chicago
US 43.04 -87.91 America/Chicago
US 35.47 -97.52 America/Chicago
US 41.26 -95.93 America/Chicago
US 41.59 -93.62 America/Chicago
US 43.07 -89.4 America/Chicago
US 33.52 -86.81 America/Chicago
US 34.75 -92.29 America/Chicago
US 33.58 -101.86 America/Chicago
US 37.69 -97.34 America/Chicago
US 46.88 -96.79 America/Chicago
US 42.36 -71.06 America/New_York
US 39.95 -75.17 America/New_York
US 38.9 -77.04 America/New_York
US 33.75 -84.39 America/New_York
US 25.76 -80.19 America/New_York
US 35.23 -80.84 America/New_York
US 40.44 -80 America/New_York
US 41.5 -81.69 America/New_York
US 39.96 -83 America/New_York
US 39.1 -84.51 America/New_York
US 27.95 -82.46 America/New_York
US 28.54 -81.38 America/New_York
US 35.78 -78.64 America/New_York
US 42.89 -78.88 America/New_York
US 39.29 -76.61 America/New_York
US 35.96 -83.92 America/New_York
CA 45.5 -73.57 America/Toronto
CA 45.42 -75.7 America/Toronto
CA 46.81 -71.21 America/Toronto
CA 48.43 -123.37 America/Vancouver
CA 49.89 -119.5 America/Vancouver
CA 51.05 -114.07 America/Edmonton
CA 52.13 -106.67 America/Regina
MX 20.66 -103.35 America/Mexico_City
MX 19.04 -98.2 America/Mexico_City
MX 17.07 -96.73 America/Mexico_City
MX 19.7 -101.19 America/Mexico_City
MX 21.12 -101.68 America/Mexico_City
MX 20.59 -100.39 America/Mexico_City
BR -22.91 -43.17 America/Sao_Paulo
BR -15.79 -47.88 America/Sao_Paulo
BR -19.92 -43.94 America/Sao_Paulo
BR -25.43 -49.27 America/Sao_Paulo
BR -30.03 -51.23 America/Sao_Paulo
BR -27.6 -48.55 America/Sao_Paulo
AU -35.28 149.13 Australia/Sydney
AU -28.02 153.4 Australia/Brisbane
ES 37.39 -5.98 Europe/Madrid
ES 37.18 -3.6 Europe/Madrid
ES 36.72 -4.42 Europe/Madrid
DE 48.14 11.58 Europe/Berlin
DE 48.78 9.18 Europe/Berlin
RU 59.94 30.31 Europe/Moscow
NZ -41.29 174.78 Pacific/Auckland
NZ -43.53 172.64 Pacific/Auckland
NZ -45.87 170.5 Pacific/Auckland
NZ -45.03 168.66 Pacific/Auckland
`;

/** The zone of a country without a GPS position, where tzdb's first row is not its main one. */
const MAIN_ZONE: Readonly<Record<string, string>> = {
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  UZ: 'Asia/Tashkent',
};

/** Used when the country is unknown: deadlines are then shown in UTC, and say so. */
export const FALLBACK_TIME_ZONE = 'UTC';

type Place = { lat: number; lng: number; zone: string };

let placesByCountry: Map<string, Place[]> | undefined;

function places(): Map<string, Place[]> {
  if (placesByCountry) return placesByCountry;
  const map = new Map<string, Place[]>();
  for (const line of `${TZDB_ZONE_PLACES}\n${CITY_PLACES}`.split('\n')) {
    const [iso2, lat, lng, zone] = line.trim().split(' ');
    if (!iso2 || !zone) continue;
    const list = map.get(iso2) ?? [];
    list.push({ lat: Number(lat), lng: Number(lng), zone });
    map.set(iso2, list);
  }
  placesByCountry = map;
  return map;
}

/** Every zone `festivalTimeZone` can answer (the database must know each: the directory's SQL reads them). */
export function festivalTimeZoneNames(): string[] {
  const names = new Set([FALLBACK_TIME_ZONE]);
  for (const list of places().values()) for (const place of list) names.add(place.zone);
  return [...names].sort();
}

/** Squared distance on a flat map scaled by latitude: enough to rank places within a country. */
function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = a.lat - b.lat;
  let dLng = Math.abs(a.lng - b.lng);
  if (dLng > 180) dLng = 360 - dLng;
  dLng *= Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

/**
 * The IANA time zone of a festival, from its country (ISO 3166 alpha-2) and its city's GPS
 * position: the zone of the nearest place of that country; without a position, the country's
 * main zone; `UTC` for an unknown country.
 */
export function festivalTimeZone(options: {
  iso2: string | null | undefined;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}): string {
  const list = options.iso2 ? places().get(options.iso2.toUpperCase()) : undefined;
  if (!list?.length) return FALLBACK_TIME_ZONE;
  const { latitude, longitude } = options;
  if (
    typeof latitude !== 'number' ||
    typeof longitude !== 'number' ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude)
  ) {
    return MAIN_ZONE[options.iso2?.toUpperCase() ?? ''] ?? (list[0] as Place).zone;
  }
  const here = { lat: latitude, lng: longitude };
  let best = list[0] as Place;
  for (const place of list) if (distance(here, place) < distance(here, best)) best = place;
  return best.zone;
}
