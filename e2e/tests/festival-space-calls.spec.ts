import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  addFirstManager,
  callInPreparation,
  closePeople,
  festivalWithoutPublicCall,
  firstConnection,
  mailsTo,
  personPage,
} from './festival-space-steps.ts';
import { operatorCommand } from './operator-command.ts';

// Issue 33, a call's verification: the manager of a festival whose call is in preparation asks
// for its verification from the Calls page; the operator refuses it with a reason
// (`npm run admin -- verify-call --refuse --reason`); the manager sees the reason, asks again,
// and the operator accepts it: the manager sees "Verification handled". The festival is the
// journey's own (a demo festival whose only call is not verified yet, its first manager made by the
// operator's command), so the demo festival's calls and team stay as the other journeys expect.

const REASON = 'The entry fee of the International competition is missing.';

test.afterEach(closePeople);

test('a call goes to verification, is refused with a reason, asked again and accepted', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The first demo festival without a verified call (the calendar journey takes the last).
  const festival = await festivalWithoutPublicCall(request, 0);
  const email = `calls-manager-${Date.now()}@example.com`;
  await addFirstManager(festival.Id, email);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, email);
  await callInPreparation(manager, festival.Id);

  await manager.getByRole('link', { name: 'Calls', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Calls for entries' })).toBeVisible();
  const card = manager
    .getByTestId('call-card')
    .filter({ has: manager.getByText('In preparation') })
    .first();
  await expect(card).toBeVisible();
  const edition = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const thisCall = manager.getByTestId('call-card').filter({ hasText: edition });
  await expectNoAxeViolations(manager);

  /** Asks for verification from the keyboard, confirming in the dialog. */
  const ask = async () => {
    await thisCall.getByRole('button', { name: 'Ask for verification' }).focus();
    await manager.keyboard.press('Enter');
    const dialog = manager.getByRole('dialog', { name: /^Ask for the verification of the \d+ call\?$/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ask for verification' }).click();
    await expect(dialog).toBeHidden();
    await expect(thisCall.getByTestId('call-status')).toHaveText('Verification requested');
  };
  await ask();
  await expect(thisCall.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();

  // The operator finds the call waiting and refuses it with a reason.
  const calls = (await (
    await manager.request.get(`/api/festival-space/festivals/${festival.Id}/calls`)
  ).json()) as { items: { IdCampagne: number; StatutCampagne: string }[] };
  const waiting = calls.items.find((c) => c.StatutCampagne === 'verification-requested');
  expect(waiting).toBeDefined();
  const refused = await operatorCommand<{ result: { to: string; emailed: string[] } }>([
    'verify-call',
    '--call',
    String(waiting!.IdCampagne),
    '--refuse',
    '--reason',
    REASON,
  ]);
  expect(refused.result).toMatchObject({ to: 'preparation', emailed: [email] });
  await expect
    .poll(async () => (await mailsTo(request, email)).map((m) => m.subject).join('\n'))
    .toContain('needs changes');

  // The manager sees the reason on the Calls page, at phone width too, and asks again.
  await manager.setViewportSize({ width: 360, height: 800 });
  await manager.reload();
  await expect(thisCall.getByTestId('call-status')).toHaveText('In preparation');
  await expect(thisCall.getByTestId('call-refusal')).toContainText(REASON);
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(manager);
  await ask();

  const accepted = await operatorCommand<{ result: { to: string } }>([
    'verify-call',
    '--call',
    String(waiting!.IdCampagne),
    '--accept',
  ]);
  expect(accepted.result.to).toBe('verification-handled');
  await manager.reload();
  await expect(thisCall.getByTestId('call-status')).toHaveText('Verification handled');
  await expect(thisCall.getByRole('button')).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(request, email)).map((m) => m.subject).join('\n'))
    .toContain('is verified');
});
