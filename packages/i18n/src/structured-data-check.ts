/**
 * A run-time check of JSON-LD blocks against what schema.org and search engines' rich results
 * require of the types our pages use (the shapes themselves are checked at compile time by
 * `schema-dts` in structured-data.ts). Used by the tests: the unit test of structured-data.ts and
 * the end-to-end test that reads the server's HTML. Returns the problems, empty when valid.
 */

/** Required properties per type: schema.org's expected ones and Google's rich-result requirements. */
const REQUIRED: Record<string, readonly string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  // Google's Event: name, startDate and location; url and offers recommended, ours always have url.
  Festival: ['name', 'url', 'startDate', 'location', 'eventStatus', 'eventAttendanceMode'],
  Event: ['name', 'url', 'startDate', 'location'],
  Place: ['name', 'address'],
  PostalAddress: ['addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  Offer: ['price', 'priceCurrency', 'availability', 'url'],
  Movie: ['name', 'url'],
  Person: ['name'],
  Country: ['name'],
};

const DATE_PROPERTIES = new Set(['startDate', 'endDate', 'validFrom', 'validThrough', 'dateCreated']);
/** ISO 8601 durations (`PT12M30S`), as `Movie.duration`. */
const DURATION_PROPERTIES = new Set(['duration']);
const URL_PROPERTIES = new Set(['url', 'urlTemplate', 'image', 'logo', 'sameAs']);
const ENUM_PROPERTIES = new Set(['availability', 'eventStatus', 'eventAttendanceMode']);

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.replace(/\{[^}]*\}/g, 'x'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkValue(key: string, value: unknown, path: string, problems: string[]): void {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (DATE_PROPERTIES.has(key) && (typeof item !== 'string' || Number.isNaN(Date.parse(item)))) {
      problems.push(`${path}.${key}: not an ISO 8601 date (${String(item)})`);
    }
    if (
      DURATION_PROPERTIES.has(key) &&
      !(typeof item === 'string' && /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(item))
    ) {
      problems.push(`${path}.${key}: not an ISO 8601 duration (${String(item)})`);
    }
    if (URL_PROPERTIES.has(key) && typeof item === 'string' && !isAbsoluteUrl(item)) {
      problems.push(`${path}.${key}: not an absolute URL (${item})`);
    }
    if (ENUM_PROPERTIES.has(key) && !(typeof item === 'string' && item.startsWith('https://schema.org/'))) {
      problems.push(`${path}.${key}: not a schema.org enumeration member (${String(item)})`);
    }
  }
}

function checkNode(node: unknown, path: string, problems: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => {
      checkNode(item, `${path}[${index}]`, problems);
    });
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const isReference =
    type === undefined && typeof record['@id'] === 'string' && Object.keys(record).length === 1;
  if (!isReference) {
    if (typeof type !== 'string') problems.push(`${path}: no @type`);
    else if (!(type in REQUIRED)) problems.push(`${path}: unexpected @type ${type}`);
    else {
      for (const property of REQUIRED[type] ?? []) {
        const value = record[property];
        if (
          value === undefined ||
          value === null ||
          value === '' ||
          (Array.isArray(value) && value.length === 0)
        )
          problems.push(`${path} (${type}): missing ${property}`);
      }
    }
  }
  if (type === 'Offer') {
    if (typeof record.price !== 'string' || !/^\d+(\.\d{1,2})?$/.test(record.price))
      problems.push(`${path}.price: a plain number is expected (${String(record.price)})`);
    if (typeof record.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(record.priceCurrency))
      problems.push(`${path}.priceCurrency: an ISO 4217 code is expected`);
  }
  if (type === 'SearchAction') {
    const input = String(record['query-input'] ?? '');
    const name = /name=([\w-]+)/.exec(input)?.[1];
    const template = (record.target as { urlTemplate?: string } | undefined)?.urlTemplate ?? '';
    if (!name || !template.includes(`{${name}}`))
      problems.push(`${path}: query-input and urlTemplate disagree`);
  }
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    checkValue(key, value, path, problems);
    checkNode(value, `${path}.${key}`, problems);
  }
}

/** Problems of top-level JSON-LD blocks; each must carry the schema.org context. */
export function structuredDataProblems(blocks: readonly unknown[]): string[] {
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    const path = `block ${index}`;
    if ((block as Record<string, unknown> | null)?.['@context'] !== 'https://schema.org')
      problems.push(`${path}: @context must be https://schema.org`);
    checkNode(block, path, problems);
  });
  return problems;
}
