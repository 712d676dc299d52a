// Telephone and web address formats, without zod: the festival page shows telephones on every
// visit (displayPhone), and the schemas in contact-rules.ts are built on these rules.

export const TELEPHONE_MAX = 30;
export const URL_MAX = 255;
export const CONTACT_EMAIL_MAX = 255;

// ------------------------------------------------------------------ telephone

/** Stored form `+prefix.number` (spec §5): a country code of 1 to 4 digits, a dot, the digits. */
const STORED_PHONE = /^\+([1-9]\d{0,3})\.(\d{4,14})$/;
// E.164 caps the whole number, country code included, at 15 digits.
const E164_MAX_DIGITS = 15;

/**
 * The stored form of a telephone typed as a country code (`33`, `+33`, `0033`) and a number
 * (spaces, dots, dashes, slashes and brackets dropped), or null when the number is empty. The
 * number is kept as typed otherwise: a leading 0 is a trunk prefix in most countries but part
 * of the number in Italy, so it is not ours to drop.
 */
export function formatPhone(prefix: string, number: string): string | null {
  const national = number.replace(/[\s.\-/()]/g, '');
  if (!national) return null;
  const code = prefix.trim().replace(/^\+|^00/, '');
  return `+${code}.${national}`;
}

/** The country code and number of a stored telephone, or null when it is not in the stored form. */
export function parsePhone(stored: string): { prefix: string; number: string } | null {
  const match = STORED_PHONE.exec(stored.trim());
  if (!match?.[1] || !match[2]) return null;
  return { prefix: match[1], number: match[2] };
}

/**
 * A stored telephone (`+33.989141144`) written for people: `+33 9 89 14 11 44` in the French
 * way (a digit, then pairs), elsewhere groups of three with a last group of up to four
 * (`+44 207 946 0000`). A value not in the stored form is shown as it is.
 */
export function displayPhone(stored: string): string {
  const parts = parsePhone(stored);
  if (!parts) return stored;
  const digits = parts.number.replace(/\D/g, '');
  const groups: string[] = [];
  if (parts.prefix === '33' && digits.length === 9) {
    groups.push(digits.slice(0, 1));
    for (let i = 1; i < digits.length; i += 2) groups.push(digits.slice(i, i + 2));
  } else {
    let rest = digits;
    while (rest.length > 4) {
      groups.push(rest.slice(0, 3));
      rest = rest.slice(3);
    }
    if (rest) groups.push(rest);
  }
  return `+${parts.prefix} ${groups.join(' ')}`;
}

/** True for a stored telephone `+prefix.number` of at most 15 digits in all. */
export function isValidPhone(stored: string): boolean {
  const parts = parsePhone(stored);
  return parts !== null && parts.prefix.length + parts.number.length <= E164_MAX_DIGITS;
}

// ------------------------------------------------------------------ web addresses

const SCHEME = /^(https?:\/\/|www\.)/i;
// Dot-separated labels of letters (any script, for IDN), digits and inner hyphens, a TLD of 2+ letters.
const HOST = /^([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** The host of a web address (lowercase, without port), or null when it has none. */
export function urlHost(url: string): string | null {
  const rest = url.replace(SCHEME, '');
  if (rest === url) return null;
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.replace(/:\d{1,5}$/, '').toLowerCase();
  return host || null;
}

/** Spec §5 URL: no space, starts with http://, https:// or www., and has a proper host name. */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  const host = urlHost(value);
  return host !== null && HOST.test(host);
}

export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Spec §5: a social address contains the network's name. We look for it in the host, not
 * anywhere in the address, so `https://mysite.com/?from=facebook` is refused. Twitter is now
 * X: `x.com` (and its subdomains) counts as Twitter.
 */
export function isSocialUrlOf(network: SocialNetwork, url: string): boolean {
  const host = urlHost(url);
  if (!host) return false;
  if (network === 'twitter' && (host === 'x.com' || host.endsWith('.x.com'))) return true;
  return host.includes(network);
}
