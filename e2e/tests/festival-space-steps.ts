import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { mailedLink } from './accounts.ts';
import { eligibleFilm, signedApi } from './eligible-film.ts';
import { operatorCommand } from './operator-command.ts';
import { type PlainSection, plainSections } from './order-entries.ts';

// Steps shared by the festival-side journeys (issue 31): a festival of the journey's own, its first
// manager made by the operator's command, a member's first connection through the mailed link, a
// film with English subtitles, and the emails the development mailbox holds.

/** The demo festival (packages/db/src/seed/demo/festival-side-plan.ts): it has members and entries already. */
const DEMO_FESTIVAL = 'festival-international-du-film-court-de-nantes';

export const MEMBER_PASSWORD = 'Festival-Team-2026';

export type Mail = { to: string; subject: string; text: string; links: { label: string; url: string }[] };

/** Every email the development mailbox holds for `to`. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const messages = (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
  return messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

/**
 * A plain paid section (public, no questions) of an open festival that is neither the demo
 * festival nor one the order journeys enter (they take the panel's first ones): the journey's own,
 * `fromEnd` places from the end of the film's panel (each festival-side journey its own place),
 * so its inbox and payouts hold only what the journey did. Answers the festival's short name too.
 */
export async function festivalOfItsOwn(
  page: Page,
  filmId: number,
  fromEnd: number,
): Promise<PlainSection & { SmartName: string }> {
  const paid = (await plainSections(page, filmId)).filter(
    ({ section }) => section.IsPayant && (section.currentFee ?? 0) > 0,
  );
  const festivals = [...new Map(paid.map((p) => [p.festival.IdFestival, p])).values()];
  const { api } = await signedApi(page);
  const named = await Promise.all(
    festivals.map(async (candidate) => {
      const answer = await api.get(`/api/public/festivals/${candidate.festival.IdFestival}`);
      return { ...candidate, SmartName: ((await answer.json()) as { SmartName: string }).SmartName };
    }),
  );
  const others = named.filter((candidate) => candidate.SmartName !== DEMO_FESTIVAL);
  const chosen = others[others.length - fromEnd];
  expect(chosen, `the demo has ${fromEnd} open festivals with a plain paid section`).toBeDefined();
  return chosen!;
}

/**
 * The operator's `npm run admin -- add-festival-member ... --role manager`: the festival's first
 * manager, an account created for them, emailed a first-connection link.
 */
export async function addFirstManager(festivalId: number, email: string) {
  const { result } = await operatorCommand<{
    result: { accountCreated: boolean; firstConnectionUrl: string | null; role: string };
  }>(['add-festival-member', '--festival', String(festivalId), '--email', email, '--role', 'manager']);
  expect(result.accountCreated).toBe(true);
  expect(result.firstConnectionUrl).toContain('/login-by-token/');
  expect(result.role).toBe('manager');
}

const people: BrowserContext[] = [];

/**
 * A new browser context on this run's server, for a second person at the same time. The browser
 * outlives the journey: `closePeople` (each journey's `afterEach`) closes what this opened.
 */
export async function personPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  people.push(context);
  return context.newPage();
}

export async function closePeople() {
  await Promise.all(people.splice(0).map((context) => context.close()));
}

/**
 * A member's first connection (docs/decisions.md "First connection"): the mailed link signs them
 * in, they choose a password and accept the terms, and the workspace opens on the festival's
 * entries (their only festival).
 */
export async function firstConnection(page: Page, request: APIRequestContext, email: string) {
  await page.goto(await mailedLink(request, email, '/login-by-token/'));
  const welcome = page.getByRole('dialog', { name: 'Welcome to Shortlist' });
  await expect(welcome.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await welcome.getByRole('textbox', { name: 'New password', exact: true }).fill(MEMBER_PASSWORD);
  await welcome.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill(MEMBER_PASSWORD);
  await welcome.getByRole('checkbox', { name: /terms of use/ }).check();
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/en\/festival-space\/\d+\/entries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entries' })).toBeVisible();
}

/** The English id in the languages dictionary (the subtitles' language). */
async function englishId(page: Page): Promise<number> {
  const languages = (await (await page.request.get('/api/langue/dico')).json()) as {
    Id: number;
    Iso2: string;
  }[];
  return languages.find((language) => language.Iso2.toLowerCase() === 'en')!.Id;
}

/** An eligible film whose screener carries English subtitles, sent as the media tab sends them. */
export async function filmWithSubtitles(page: Page, title: string): Promise<number> {
  const filmId = await eligibleFilm(page, title);
  const { send } = await signedApi(page);
  await send(
    'put',
    `/api/films/${filmId}/video/film/subtitles/${await englishId(page)}?FichierOriginal=english.srt`,
    Buffer.from('1\n00:00:00,100 --> 00:00:00,900\nGood evening.\n'),
    { 'content-type': 'application/octet-stream' },
  );
  return filmId;
}

/**
 * A demo festival whose only call the operator has not verified (in preparation or waiting for
 * verification), so the public sees no call of it (docs/decisions.md "A call is public once
 * verified"): the directory lists those last, without a status. `at` picks among them in the
 * directory's order (0 the first, -1 the last), so two journeys take different festivals.
 */
export async function festivalWithoutPublicCall(
  request: APIRequestContext,
  at: number,
): Promise<{ Id: number; Nom: string }> {
  const found: { Id: number; Nom: string }[] = [];
  for (let skip = 0; skip < 1000; skip += 50) {
    const answer = await request.post(`/api/public/festivals/filter/${skip}/50`, { data: {} });
    const page = (await answer.json()) as {
      items: { Id: number; Nom: string; StatutCampagne: string | null }[];
      total: number;
    };
    found.push(...page.items.filter((card) => card.StatutCampagne === null));
    if (skip + 50 >= page.total) break;
  }
  const chosen = found.at(at);
  expect(chosen, 'the demo has festivals whose call is not verified yet').toBeDefined();
  return chosen!;
}

/**
 * The festival's call in preparation, as its (signed-in) manager finds it: one waiting for its
 * verification is taken back first, as the manager may.
 */
export async function callInPreparation(
  manager: Page,
  festivalId: number,
): Promise<{ IdCampagne: number; AnneeEdition: number }> {
  const { api, send } = await signedApi(manager);
  const calls = `/api/festival-space/festivals/${festivalId}/calls`;
  const { items } = (await (await api.get(calls)).json()) as {
    items: { IdCampagne: number; AnneeEdition: number; StatutCampagne: string }[];
  };
  const call = items.find(
    (c) => c.StatutCampagne === 'preparation' || c.StatutCampagne === 'verification-requested',
  );
  expect(call, 'the festival has a call before its verification').toBeDefined();
  if (call!.StatutCampagne === 'verification-requested')
    await send('post', `${calls}/${call!.IdCampagne}/verification-withdrawal`);
  return call!;
}

/**
 * The player's report that the signed-in member reached the end of the entry's film (issue 34),
 * sent through the player's own call rather than played in real time.
 */
export async function watchToTheEnd(page: Page, entry: number) {
  const { send } = await signedApi(page);
  await send('post', `/api/festival-space/entries/${entry}/viewing`, {
    TypeVideo: 'film',
    position: 100_000,
    duration: 100_000,
  });
}

/** The demo accounts' password (README "Try both sides"). */
export const DEMO_PASSWORD = 'Shortlist-Demo-1';

/** A demo account signed in through the API, for journeys about what follows the sign-in. */
export async function signInDemo(page: Page, Login: string) {
  const signedIn = await page.request.post('/api/login', { data: { Login, Password: DEMO_PASSWORD } });
  expect(signedIn.status()).toBe(200);
}

/** The CSRF header every write of the page's session needs. */
export async function csrfHeaders(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sl_csrf')?.value ?? '';
  return { 'x-csrf-token': csrf };
}

/**
 * "Publish decisions" from the inbox for one section, as the manager does it: the dialog says how
 * many decisions go out, and its button how many filmmakers are emailed (one per decision). Answers
 * the dialog, which holds a refusal when there is one.
 */
export async function publishDecisions(page: Page, IdCampagneSection: number, decisions: number) {
  await page.getByRole('button', { name: 'Publish decisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the decisions of a section' });
  await dialog.getByRole('combobox', { name: 'Section' }).selectOption(String(IdCampagneSection));
  const plural = decisions === 1 ? '' : 's';
  await expect(dialog.getByTestId('publish-count')).toContainText(
    `${decisions} decision${plural} will be sent`,
  );
  await dialog.getByRole('button', { name: `Publish and email ${decisions} filmmaker${plural}` }).click();
  return dialog;
}
