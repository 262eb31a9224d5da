import { CITIES_BY_REGION, CITY_ALIASES, REGION_ALIASES, STATES, UNION_TERRITORIES, type Region } from "./india-places";

// A job's free-text location ("Pune, Maharashtra", "Hybrid - Hyderabad", "Noida, UP", "Remote (India)")
// -> the parts of a schema.org PostalAddress Google can place on a map. Pure and client-safe.
//
// Rules:
// - The text is split on commas, slashes, brackets, dashes and a joining "or"/"and"; the first known
//   city wins ("Mumbai / Pune" is Mumbai) and is written by its official name (Bangalore -> Bengaluru).
// - Its region is the state written right after it ("Aurangabad, Bihar"), else the city's own state.
//   When the two disagree the city is kept as typed, since the name may belong to another town.
// - Without a known city, a known state or UT is the region, and the name right before it is the
//   locality unless it is not a place ("Sitamarhi, Bihar" yes, "Various blocks, Bihar" no).
// - "All India", "Pan India", "Anywhere in India": country only. Unknown text: country only.
// - remote: "Remote", "WFH", "Work from home"... unless the text also says "Hybrid" (some office days).

export type IndianLocation = {
  addressLocality?: string;
  addressRegion?: Region;
  addressCountry: "IN";
  remote: boolean;
};

type City = { name: string; region: Region };

const key = (text: string) => text.toLowerCase().replace(/&/g, " and ").replace(/\./g, "").replace(/\s+/g, " ").trim();

const REGIONS = new Map<string, Region>([
  ...[...STATES, ...UNION_TERRITORIES].map((region): [string, Region] => [key(region), region]),
  ...Object.entries(REGION_ALIASES),
]);

const CITIES = new Map<string, City>(
  Object.entries(CITIES_BY_REGION).flatMap(([region, cities]) =>
    (cities ?? []).map((name): [string, City] => [key(name), { name, region: region as Region }]),
  ),
);
for (const [alias, name] of Object.entries(CITY_ALIASES)) {
  const city = CITIES.get(key(name));
  if (city) CITIES.set(alias, city);
}

const REMOTE = /\b(?:remote|wfh|work\s*from\s*(?:home|anywhere)|telecommut\w*)\b/i;
const HYBRID = /\bhybrid\b/i;
const NATIONWIDE = /\b(?:all|pan|across|anywhere\s+in)[\s-]+india\b/i;
const NOT_PLACES = /\b(?:remote|hybrid|wfh|work\s*from\s*(?:home|anywhere)|on-?site|india)\b/gi;
const SEPARATORS = /[,/|;()[\]\-–—+]/;
const JOINERS = /\s+(?:or|and|&)\s+/i;
const GENERIC =
  /\b(?:various|multiple|any|all|across|different|several|districts?|blocks?|locations?|cities|nearby)\b/i;
const PLACE_NAME = /^\p{L}[\p{L} .']{0,40}$/u;

export function parseIndianLocation(text: string): IndianLocation {
  const remote = REMOTE.test(text) && !HYBRID.test(text);
  const result: IndianLocation = { addressCountry: "IN", remote };
  if (NATIONWIDE.test(text)) return result;

  const parts = splitParts(text.replace(NOT_PLACES, " "));
  const at = parts.findIndex((part) => CITIES.has(part.key));
  if (at >= 0) {
    const city = CITIES.get(parts[at].key) as City;
    const next = parts[at + 1];
    const written = next && !CITIES.has(next.key) ? REGIONS.get(next.key) : undefined;
    const region = written ?? city.region;
    return { ...result, addressLocality: region === city.region ? city.name : parts[at].raw, addressRegion: region };
  }

  const regionAt = parts.findIndex((part) => REGIONS.has(part.key));
  if (regionAt < 0) return result;
  const before = parts[regionAt - 1];
  const locality = before && !GENERIC.test(before.raw) && PLACE_NAME.test(before.raw) ? before.raw : undefined;
  return {
    ...result,
    ...(locality && { addressLocality: locality }),
    addressRegion: REGIONS.get(parts[regionAt].key),
  };
}

function splitParts(text: string): { raw: string; key: string }[] {
  return text
    .split(SEPARATORS)
    .flatMap((segment) => (REGIONS.has(key(segment)) ? [segment] : segment.split(JOINERS)))
    .map((raw) => ({ raw: raw.trim().replace(/\s+/g, " "), key: key(raw) }))
    .filter((part) => part.key !== "");
}
