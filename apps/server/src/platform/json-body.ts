import type { FastifyInstance } from 'fastify';

/**
 * How deeply a JSON body may nest. Our contracts go three levels deep; a body of thousands of
 * levels parses, but costs every recursive step after it (validation, logging) and proves nothing.
 */
export const JSON_DEPTH_MAX = 32;

/** True when arrays and objects in `text` nest deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` and `constructor.prototype`
 * keys), behind a nesting limit. Both refusals are 400s the error handler answers in our shape.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, JSON_DEPTH_MAX)) {
      const error = Object.assign(new Error(`JSON nested deeper than ${JSON_DEPTH_MAX} levels`), {
        statusCode: 400,
        code: 'JSON_TOO_DEEP',
      });
      done(error, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
