/**
 * A minimal iCalendar (RFC 5545) writer for the deadline feed: all-day events, text escaped,
 * lines folded at 75 octets, CRLF line ends. Calendar applications poll the feed; the refresh
 * hints ask for twice a day.
 */
export type AllDayEvent = {
  /** Stable across polls, so applications update an event instead of adding a copy. */
  uid: string;
  /** The day, `YYYY-MM-DD`. */
  day: string;
  summary: string;
  description?: string;
  url?: string;
};

export type CalendarOptions = {
  name: string;
  /** `DTSTAMP` of every event: when the feed was produced. */
  now: Date;
  events: readonly AllDayEvent[];
};

const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Octets of one character (code point) in UTF-8; the domain runs in browsers and Node alike. */
export function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line into chunks of at most 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = chunks.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

function basicDate(day: string): string {
  return day.replaceAll('-', '');
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function stamp(now: Date): string {
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function buildCalendar(options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Shortlist//Festival deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-PUBLISHED-TTL:PT12H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
  ];
  for (const event of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp(options.now)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.day)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
