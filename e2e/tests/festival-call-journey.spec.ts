import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm, signedApi } from './eligible-film.ts';
import { addFirstManager, closePeople, firstConnection, personPage } from './festival-space-steps.ts';
import { gotoHydrated } from './hydration.ts';
import { daysFromNow } from './invitation-steps.ts';
import { operatorCommand } from './operator-command.ts';
import { euros, saveBillingAddress } from './order-entries.ts';
import { pick, png } from './png-image.ts';

// Issue 33's one journey, "Festivals run their own page and calls": a festival's new manager
// (made by the operator's command) gives the profile a logo and photos, prepares a call with two
// sections (one protected by a password, with a blocking question), their criteria and a
// calendar with two fee deadlines and a result date, previews the page, and asks for the call's
// verification; the operator accepts it (`npm run admin -- verify-call`); the festival is in the
// directory under the filters its call answers, with its fee table; a filmmaker's panel judges a
// film against the new criteria with their reasons; a one-use waiver makes the entry free.
// What each editor's own journey already drives through its screen (sections, criteria,
// questions, calendar, codes) is set here through the same workspace API, so this journey stays
// on what only it shows: the whole path from an empty call to a paid entry.

const EDITION = 2086;
const PASSWORD = 'Call-Journey-2026';
const SECTION_PASSWORD = 'journey-guests';
const BLOCKING = 'Is this film a world premiere?';

/** A demo festival whose current call is closed, not the call editor journey's (the last one). */
async function closedFestival(request: APIRequestContext): Promise<{ Id: number; Nom: string }> {
  const cards: { Id: number; Nom: string; StatutCampagne: string | null }[] = [];
  for (let skip = 0; skip < 1000; skip += 50) {
    const answer = await request.post(`/api/public/festivals/filter/${skip}/50`, { data: {} });
    const page = (await answer.json()) as { items: typeof cards; total: number };
    cards.push(...page.items);
    if (skip + 50 >= page.total) break;
  }
  const chosen = cards.filter((card) => card.StatutCampagne === 'closed').at(-2);
  expect(chosen, 'the demo has two festivals whose call is closed').toBeDefined();
  return chosen!;
}

/** The criteria of a section that asks nothing (`noCriteria` of the domain). */
const noCriteria = () => ({
  film: { MoisProduction: null, AnneeProduction: null, IsCheckerCritere: true },
  duration: { DureeMin: null, DureeMax: null, IsCheckerCritere: true },
  country: { Valeurs: [], IsInclusionPays: true, IsPaysPrincipal: false, IsCheckerCritere: true },
  categories: { Valeurs: [], IsCheckerCritere: true },
  genres: { Valeurs: [], IsCheckerCritere: true },
  themes: { Valeurs: [], IsCheckerCritere: true },
  subtitle: { IdsLanguesSubs: [], IsCheckerCritere: true },
  firstFilm: { IsPremierFilm: null, IsCheckerCritere: true },
  schoolFilm: { IsFilmEcole: null, IsCheckerCritere: true },
});

/** A calendar on the festival's clock: opened yesterday, two fee deadlines, the results after. */
const calendar = (early: number, regular: number) => [
  { Type: 'opening', DateEvent: `${daysFromNow(-1)}T09:00`, Prix: 0 },
  { Type: 'closing', DateEvent: `${daysFromNow(20)}T23:59`, Prix: early },
  { Type: 'closing', DateEvent: `${daysFromNow(40)}T23:59`, Prix: regular },
  { Type: 'result', DateEvent: `${daysFromNow(60)}T18:00`, Prix: 0 },
];

/** A fee as the dates-and-fees table prints whole euros. */
const wholeEuros = (cents: number) => `€${cents / 100}`;

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the page is ${width} px wide`).toBeLessThanOrEqual(360);
}

test.afterEach(closePeople);

test('a new manager opens a call: verified, it is in the directory, judges a film and takes a waiver', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const fiction = `Fiction ${stamp}`;
  const invited = `Invited works ${stamp}`;

  // At once: the filmmaker and the film through the API (a complete film of 2 min 30 s produced
  // in 2026), and the festival's new manager, made by the operator, connecting for the first time.
  const festival = await closedFestival(request);
  const managerEmail = `call-journey-manager-${stamp}@example.com`;
  const manager = await personPage(browser, baseURL);
  await Promise.all([
    (async () => {
      await signUp(page, request, `call-journey-filmmaker-${stamp}@example.com`, PASSWORD);
      await saveBillingAddress(page);
      await eligibleFilm(page, 'La Fenêtre');
    })(),
    (async () => {
      await addFirstManager(festival.Id, managerEmail);
      await firstConnection(manager, request, managerEmail);
    })(),
  ]);

  // The profile: a logo and two credited photos.
  await manager.getByRole('link', { name: 'Festival profile', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Festival profile' })).toBeVisible();
  await pick(manager, manager.getByRole('button', { name: /^(Upload a logo|Replace the logo)$/ }), {
    name: 'logo.png',
    buffer: png(300, 200, [200, 40, 40]),
  });
  await expect(manager.getByText('The image is saved.')).toBeVisible();
  for (const [n, colour] of [
    [1, [30, 90, 160]],
    [2, [40, 140, 60]],
  ] as const) {
    await manager.getByRole('textbox', { name: 'Credit of the new photo' }).fill(`© Crew ${stamp} ${n}`);
    await pick(manager, manager.getByRole('button', { name: 'Choose a photo and add it' }), {
      name: `photo-${n}.png`,
      buffer: png(640, 360, [...colour]),
    });
    await expect(
      manager.getByRole('img', { name: new RegExp(`credit: © Crew ${stamp} ${n}`) }),
    ).toBeVisible();
  }

  // The call, its two sections, their criteria, the blocking question and the calendar, through
  // the workspace's API (each has its own journey on its screen).
  const { send } = await signedApi(manager);
  const api = `/api/festival-space/festivals/${festival.Id}`;
  const json = async <T>(response: Promise<{ json: () => Promise<unknown> }>) =>
    (await (await response).json()) as T;
  const { IdCampagne } = await json<{ IdCampagne: number }>(
    send('post', `${api}/calls`, {
      AnneeEdition: EDITION,
      IsInvitationSeule: false,
      RegleReinscription: 'cannot',
    }),
  );
  const call = `${api}/calls/${IdCampagne}`;
  const section = (Libelle: string, extra: object) =>
    json<{ IdCampagneSection: number }>(
      send('post', `${call}/sections`, {
        Libelle: { en: Libelle },
        Texte: { en: `${Libelle}: short films of the ${EDITION} edition.` },
        IsInscription: true,
        IsPayant: true,
        IsPublic: true,
        MotDePasse: null,
        ...extra,
      }),
    );
  const open = (await section(fiction, {})).IdCampagneSection;
  const guarded = (await section(invited, { IsPublic: false, MotDePasse: SECTION_PASSWORD }))
    .IdCampagneSection;
  // Fiction takes films of a minute at most, produced from 2027: the film meets neither.
  await send('put', `${call}/sections/${open}/criteria`, {
    criteria: {
      ...noCriteria(),
      film: { MoisProduction: null, AnneeProduction: 2027, IsCheckerCritere: true },
      duration: { DureeMin: null, DureeMax: 60, IsCheckerCritere: true },
    },
  });
  await send('put', `${call}/sections/${guarded}/criteria`, {
    criteria: { ...noCriteria(), duration: { DureeMin: null, DureeMax: 600, IsCheckerCritere: true } },
  });
  await send('post', `${call}/sections/${guarded}/questions`, {
    Type: 'blocking',
    Libelle: { en: BLOCKING },
    Texte: { en: 'This section shows world premieres only.' },
    IsDemandeCheck: false,
    Choix: [],
  });
  await send('put', `${call}/calendar`, {
    sections: [
      { IdCampagneSection: open, events: calendar(1500, 2500) },
      { IdCampagneSection: guarded, events: calendar(1000, 2000) },
    ],
  });

  // The preview: the festival page with this call, labelled, before anyone else sees it.
  await manager.goto(`/en/festival-space/${festival.Id}/calls/${IdCampagne}`);
  await manager.getByRole('link', { name: 'Preview the festival page with this call' }).click();
  const notice = manager.getByTestId('call-preview-notice');
  await expect(notice).toContainText('Filmmakers do not see this call yet.');
  await expect(manager.getByRole('heading', { level: 1, name: festival.Nom })).toBeVisible();
  const previewTable = manager.getByTestId('dates-fees-table');
  for (const fee of [1000, 2000, 1500, 2500]) await expect(previewTable).toContainText(wholeEuros(fee));
  await expect(manager.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(manager);
  // A section's preview opens its card: its criteria and question as filmmakers will read them.
  await manager.goto(`/en/festival-space/${festival.Id}/calls/${IdCampagne}/sections/${guarded}`);
  await manager.getByRole('link', { name: 'Preview this section as filmmakers will see it' }).click();
  const card = manager.getByTestId('festival-section').filter({ hasText: invited });
  await expect(card.getByText(BLOCKING)).toBeVisible();
  await manager.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(manager);

  // The manager asks for the call's verification; the operator accepts it: it opens at once.
  await manager.setViewportSize({ width: 1280, height: 800 });
  await manager.goto(`/en/festival-space/${festival.Id}/calls`);
  const callCard = manager.getByTestId('call-card').filter({ hasText: `Edition ${EDITION}` });
  await callCard.getByRole('button', { name: 'Ask for verification' }).click();
  const dialog = manager.getByRole('dialog', { name: `Ask for the verification of the ${EDITION} call?` });
  await dialog.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(callCard.getByTestId('call-status')).toHaveText('Verification requested');
  const { result } = await operatorCommand<{ result: { to: string; status: string } }>([
    'verify-call',
    '--call',
    String(IdCampagne),
    '--accept',
  ]);
  expect(result).toMatchObject({ to: 'verification-handled', status: 'open' });

  // The directory: open, paid, an entry at €10 or less, a 2-minute film; not under €9.
  const directory = (filter: string) =>
    `/en/festivals?q=${encodeURIComponent(festival.Nom)}&status=open&fee=paid&minutes=2&${filter}`;
  const listed = page.getByTestId('festival-card').filter({ hasText: festival.Nom });
  // Each server hears of the change within a second (festival_version).
  await expect(async () => {
    await gotoHydrated(page, directory('feeUpTo=1000'));
    await expect(listed).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await gotoHydrated(page, directory('feeUpTo=900'));
  await expect(page.getByText(/No festival matches/)).toBeVisible();
  await expect(listed).toHaveCount(0);

  // The festival page: its logo, the fee table of both sections, the panel's verdicts.
  await gotoHydrated(page, directory('feeUpTo=1000'));
  await listed.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: festival.Nom })).toBeVisible();
  const table = page.getByTestId('dates-fees-table');
  await expect(table).toContainText(fiction);
  await expect(table).toContainText(invited);
  for (const fee of [1000, 2000, 1500, 2500]) await expect(table).toContainText(wholeEuros(fee));
  await expect(page.getByText(`Photo: © Crew ${stamp} 2`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit a film' }).click();
  const panel = page.getByRole('dialog', { name: `Submit a film to ${festival.Nom}` });
  await expect(panel.getByRole('tab', { name: 'Eligible: 1', exact: true })).toBeVisible();
  await panel.getByRole('tab', { name: /^Not eligible/ }).click();
  const reasons = panel.getByRole('tabpanel', { name: /^Not eligible/ });
  await expect(reasons).toContainText(fiction);
  await expect(reasons).toContainText(/Your film is 2 min[^;]* long; this section takes films up to 1 min\./);
  await expect(reasons).toContainText(
    /Your film was produced in [A-Za-z]* ?2026; this section takes films produced in 2027 or later\./,
  );
  await panel.getByRole('tab', { name: /^Eligible/ }).click();

  // The protected section: its password, then its blocking question, answered no then yes.
  await panel.getByRole('checkbox', { name: `${invited} for La Fenêtre` }).click();
  const prompt = page.getByRole('dialog', { name: 'Protected section' });
  await prompt.getByLabel('Section password').fill(SECTION_PASSWORD);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  const questions = page.getByRole('dialog', { name: `Questions of “${invited}”` });
  const blocking = questions.getByRole('radiogroup', { name: BLOCKING });
  await blocking.getByRole('radio', { name: 'No' }).check();
  await expect(questions.getByRole('alert')).toHaveText(
    'With this answer the film cannot enter this section.',
  );
  await blocking.getByRole('radio', { name: 'Yes' }).check();
  await questions.getByRole('button', { name: 'Confirm' }).click();
  await panel.getByRole('button', { name: 'Add to basket and stay' }).click();
  await expect(page.getByText('1 entry added to your basket.')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The waiver: one use, handed to this filmmaker, makes the entry fee free; the card pays the rest.
  const code = `JOURNEY${String(stamp).slice(-6)}`;
  await send('post', `${api}/codes`, {
    code,
    IdCampagneSection: guarded,
    kind: 'free',
    maxUses: 1,
    until: daysFromNow(30),
  });
  await page.goto('/en/cart');
  const entry = page.getByRole('listitem', { name: 'La Fenêtre' });
  await expect(entry).toContainText(euros(1000));
  await entry.getByRole('textbox', { name: 'Festival discount code' }).fill(code);
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(entry.getByText(`Code ${code}: entry fee waived`)).toBeVisible();
  await expect(entry.getByText(`${euros(0)} instead of ${euros(1000)}`)).toBeVisible();
  await payByCard(page);
  const codes = await json<{ items: { code: string; uses: number; maxUses: number }[] }>(
    manager.request.get(`${api}/codes`),
  );
  expect(codes.items.find((c) => c.code === code)).toMatchObject({ uses: 1, maxUses: 1 });
});
