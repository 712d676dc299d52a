import { CSRF_COOKIE, HOST_CSRF_COOKIE } from '../../../shared/api/client.ts';

/** The CSRF cookie's value, echoed by the calls that do not go through `apiRequest` (tus, uploads). */
export function csrfToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === HOST_CSRF_COOKIE || key === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
