import { createRequire } from 'node:module';

// structured-data-testing-tool (npm) reads a page's HTML as a crawler does, finds its JSON-LD,
// microdata and meta tags, and checks them against schema.org's type list and the presets of
// Google, Twitter and Facebook. It is CommonJS without types, so it is loaded through require
// and given the small shape used here.

type TestResult = { test: string; description?: string; group?: string; error?: { message?: string } };
type Outcome = { passed: TestResult[]; failed: TestResult[]; warnings: TestResult[]; schemas: string[] };
type Validator = {
  structuredDataTest: (
    html: string,
    options: { schemas?: string[]; presets?: unknown[] },
  ) => Promise<Outcome>;
};

const require = createRequire(import.meta.url);
const validator = require('structured-data-testing-tool') as Validator;
const presets = require('structured-data-testing-tool/presets') as Record<string, unknown>;

/**
 * What the validator finds wrong in a page's HTML, asking for the given schema.org types in
 * JSON-LD and the social and search presets: an empty `failed` list means it accepts the page.
 */
export async function validateStructuredData(html: string, types: string[]): Promise<Outcome> {
  const options = {
    schemas: types.map((type) => `jsonld:${type}`),
    presets: [presets.Google, presets.Twitter, presets.Facebook],
  };
  try {
    return await validator.structuredDataTest(html, options);
  } catch (error) {
    // A failed validation rejects with the outcome attached; anything else is a real error.
    const outcome = (error as { type?: string; res?: Outcome }).res;
    if ((error as { type?: string }).type === 'VALIDATION_FAILED' && outcome) return outcome;
    throw error;
  }
}
