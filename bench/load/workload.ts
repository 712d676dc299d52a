/**
 * `bench/load`'s mixed workload: what one visitor does, as a list of named steps, each one HTTP
 * call through the balancer. A virtual user repeats the visit for the run's length; every
 * call's latency is kept under its step's name. The filmmaker signs in at each visit (the
 * sign-in step: argon2 at the cost production pays), edits their film, asks its eligibility
 * panel, puts a booklet of stamps in the basket and pays it on the sandbox's hosted page; the
 * festival manager's inbox is read with a session opened once per user.
 */
export const STEPS = [
  'directory',
  'festival page',
  'sign-in',
  'film edit',
  'eligibility',
  'basket',
  'checkout',
  'festival inbox',
] as const;
export type Step = (typeof STEPS)[number] | 'hello-world';

export type VisitorData = {
  /** The visitor's own account, film, client address (each visitor its own, as real ones). */
  login: string;
  password: string;
  accountId: number;
  filmId: number;
  address: string;
  filmBody: Record<string, unknown>;
  festivalIds: number[];
  productId: number;
  /** A festival manager's session headers and the festival whose inbox they read. */
  manager: Record<string, string>;
  inboxFestivalId: number;
};

export type Recorder = (step: Step, ms: number, ok: boolean) => void;

type Session = { cookie: string; csrf: string };

/** The session of a sign-in answer (production names its cookies `__Host-...`). */
export function sessionOf(response: Response): Session {
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const csrf = pairs.find((pair) => pair.split('=')[0]?.endsWith('sl_csrf'))?.split('=')[1] ?? '';
  return { cookie: pairs.join('; '), csrf };
}

async function timed(
  record: Recorder,
  step: Step,
  base: string,
  path: string,
  init: RequestInit & { expect?: number } = {},
): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, init);
    await response.clone().arrayBuffer();
    const ok = response.status === (init.expect ?? 200);
    record(step, performance.now() - started, ok);
    return ok ? response : null;
  } catch {
    record(step, performance.now() - started, false);
    return null;
  }
}

/** One visit of `data`'s visitor through `base`; a failed step ends the visit (as it would a person's). */
export async function visit(base: string, data: VisitorData, record: Recorder, turn: number): Promise<void> {
  const common = { 'x-forwarded-for': data.address, culture: 'en' };
  const json = { ...common, 'content-type': 'application/json' };
  const festivalId = data.festivalIds[turn % data.festivalIds.length];
  if (
    !(await timed(record, 'directory', base, '/api/public/festivals/filter/0/12', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(turn % 2 === 0 ? {} : { Search: 'film' }),
    }))
  )
    return;
  if (
    !(await timed(record, 'festival page', base, `/api/public/festivals/${festivalId}`, { headers: common }))
  )
    return;
  const signedIn = await timed(record, 'sign-in', base, '/api/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Login: data.login, Password: data.password }),
  });
  if (!signedIn) return;
  const session = sessionOf(signedIn);
  const signed = { ...json, cookie: session.cookie, 'x-csrf-token': session.csrf };
  if (
    !(await timed(record, 'film edit', base, `/api/films/${data.filmId}`, {
      method: 'PUT',
      headers: signed,
      body: JSON.stringify({ ...data.filmBody, TitreOriginal: `Visit ${turn}` }),
    }))
  )
    return;
  if (
    !(await timed(record, 'eligibility', base, `/api/compare-film-section/by-film/${data.filmId}`, {
      method: 'POST',
      headers: signed,
      body: JSON.stringify({ tab: 'eligible' }),
    }))
  )
    return;
  if (
    !(await timed(record, 'basket', base, `/order-api/customer/${data.accountId}/basket/stamps`, {
      method: 'POST',
      headers: signed,
      body: JSON.stringify({ productId: data.productId, quantity: 1 }),
    }))
  )
    return;
  // Checkout: the order placed, then paid on the sandbox's hosted page (a form post), one step.
  const started = performance.now();
  const placed = await fetch(`${base}/order-api/customer/orders/place`, {
    method: 'POST',
    headers: signed,
    body: JSON.stringify({ Id: data.accountId, method: 'creditCard', acceptTerms: true }),
  }).catch(() => null);
  const answer = placed && placed.status === 201 ? ((await placed.json()) as { redirectUrl: string }) : null;
  const paymentId = answer && /\/sandbox-provider\/pay\/(tr_[A-Za-z0-9_-]+)/.exec(answer.redirectUrl)?.[1];
  if (!paymentId) {
    record('checkout', performance.now() - started, false);
    return;
  }
  const paid = await fetch(`${base}/sandbox-provider/pay/${paymentId}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...common,
      cookie: session.cookie,
      origin: base,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ csrf: session.csrf }).toString(),
  }).catch(() => null);
  await paid?.arrayBuffer();
  record('checkout', performance.now() - started, paid !== null && paid.status < 400);
  await timed(
    record,
    'festival inbox',
    base,
    `/api/festival-space/festivals/${data.inboxFestivalId}/entries/filter/0/30`,
    { method: 'POST', headers: { ...json, ...data.manager }, body: '{}' },
  );
}
