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

/** What a step needs: the visitor, the turn, the session once signed in (set by `sign-in`). */
type Visit = {
  base: string;
  data: VisitorData;
  record: Recorder;
  turn: number;
  session?: Session;
};

const headersOf = (v: Visit, json = true): Record<string, string> => ({
  'x-forwarded-for': v.data.address,
  culture: 'en',
  ...(json ? { 'content-type': 'application/json' } : {}),
  ...(v.session ? { cookie: v.session.cookie, 'x-csrf-token': v.session.csrf } : {}),
});

/** Each step: true when it succeeded (a visit stops at the first that did not, as a person would). */
const STEP_CALLS: Record<(typeof STEPS)[number], (v: Visit) => Promise<boolean>> = {
  async directory(v) {
    return !!(await timed(v.record, 'directory', v.base, '/api/public/festivals/filter/0/12', {
      method: 'POST',
      headers: headersOf(v),
      body: JSON.stringify(v.turn % 2 === 0 ? {} : { Search: 'film' }),
    }));
  },
  async 'festival page'(v) {
    const id = v.data.festivalIds[v.turn % v.data.festivalIds.length];
    return !!(await timed(v.record, 'festival page', v.base, `/api/public/festivals/${id}`, {
      headers: headersOf(v, false),
    }));
  },
  async 'sign-in'(v) {
    const signedIn = await timed(v.record, 'sign-in', v.base, '/api/login', {
      method: 'POST',
      headers: headersOf({ ...v, session: undefined }),
      body: JSON.stringify({ Login: v.data.login, Password: v.data.password }),
    });
    if (signedIn) v.session = sessionOf(signedIn);
    return !!signedIn;
  },
  async 'film edit'(v) {
    return !!(await timed(v.record, 'film edit', v.base, `/api/films/${v.data.filmId}`, {
      method: 'PUT',
      headers: headersOf(v),
      body: JSON.stringify({ ...v.data.filmBody, TitreOriginal: `Visit ${v.turn}` }),
    }));
  },
  async eligibility(v) {
    return !!(await timed(
      v.record,
      'eligibility',
      v.base,
      `/api/compare-film-section/by-film/${v.data.filmId}`,
      {
        method: 'POST',
        headers: headersOf(v),
        body: JSON.stringify({ tab: 'eligible' }),
      },
    ));
  },
  async basket(v) {
    return !!(await timed(
      v.record,
      'basket',
      v.base,
      `/order-api/customer/${v.data.accountId}/basket/stamps`,
      {
        method: 'POST',
        headers: headersOf(v),
        body: JSON.stringify({ productId: v.data.productId, quantity: 1 }),
      },
    ));
  },
  // The order placed, then paid on the sandbox's hosted page (a form post): one step of two calls.
  async checkout(v) {
    const started = performance.now();
    const placed = await fetch(`${v.base}/order-api/customer/orders/place`, {
      method: 'POST',
      headers: headersOf(v),
      body: JSON.stringify({ Id: v.data.accountId, method: 'creditCard', acceptTerms: true }),
    }).catch(() => null);
    const answer = placed?.status === 201 ? ((await placed.json()) as { redirectUrl: string }) : null;
    await placed?.body?.cancel().catch(() => undefined);
    const paymentId = answer && /\/sandbox-provider\/pay\/(tr_[A-Za-z0-9_-]+)/.exec(answer.redirectUrl)?.[1];
    if (!paymentId || !v.session) {
      v.record('checkout', performance.now() - started, false);
      return false;
    }
    const paid = await fetch(`${v.base}/sandbox-provider/pay/${paymentId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'x-forwarded-for': v.data.address,
        cookie: v.session.cookie,
        origin: v.base,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ csrf: v.session.csrf }).toString(),
    }).catch(() => null);
    await paid?.arrayBuffer();
    const ok = paid !== null && paid.status < 400;
    v.record('checkout', performance.now() - started, ok);
    return ok;
  },
  async 'festival inbox'(v) {
    return !!(await timed(
      v.record,
      'festival inbox',
      v.base,
      `/api/festival-space/festivals/${v.data.inboxFestivalId}/entries/filter/0/30`,
      {
        method: 'POST',
        headers: { ...headersOf({ ...v, session: undefined }), ...v.data.manager },
        body: '{}',
      },
    ));
  },
};

/** One visit of `data`'s visitor through `base`: every step in order, stopping at a failed one. */
export async function visit(base: string, data: VisitorData, record: Recorder, turn: number): Promise<void> {
  const v: Visit = { base, data, record, turn };
  for (const step of STEPS) if (!(await STEP_CALLS[step](v))) return;
}

/** A session of `data`'s visitor, signed in without recording (before a step measured alone). */
export async function signedSession(base: string, data: VisitorData): Promise<Session | undefined> {
  const v: Visit = { base, data, record: () => undefined, turn: 0 };
  await STEP_CALLS['sign-in'](v);
  return v.session;
}

/**
 * `step` alone, repeated, so its CPU per request is its own: with `session` (signed in
 * beforehand) when it needs one; a checkout puts a booklet in the basket first (unrecorded, but
 * its CPU counts with the checkout's); a basket takes it out after (likewise).
 */
export async function stepAlone(
  step: (typeof STEPS)[number],
  v: { base: string; data: VisitorData; record: Recorder; turn: number; session: Session | undefined },
): Promise<void> {
  const visit: Visit = { ...v, ...(v.session ? { session: v.session } : {}) };
  if (step === 'sign-in') delete visit.session;
  if (step === 'checkout') await STEP_CALLS.basket({ ...visit, record: () => undefined });
  await STEP_CALLS[step](visit);
  // A basket holds at most 20 of a booklet: the one added is taken out again (unrecorded, its CPU
  // counts with the basket's).
  if (step === 'basket') await emptyBasket(visit);
}

async function emptyBasket(v: Visit): Promise<void> {
  const base = `${v.base}/order-api/customer/${v.data.accountId}/basket`;
  const answer = await fetch(`${base}/stamps`, { headers: headersOf(v, false) });
  const { booklets } = (await answer.json()) as { booklets: { Id: number }[] };
  for (const booklet of booklets) {
    const removed = await fetch(`${base}/items/${booklet.Id}`, {
      method: 'DELETE',
      headers: headersOf(v, false),
    });
    await removed.arrayBuffer();
  }
}
