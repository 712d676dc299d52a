import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';
import type { Signed } from '../../test/test-accounts.ts';

// Spec §7's generic filter calls on the submissions list (issue 34): a count under its own word,
// pages by POST (filtered) and GET (not), each the signed-in filmmaker's own submissions only,
// and `POST inscriptions/filter` still answering the submissions page's items.

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  await f.sentEntry({ who: 'ada', title: 'Ada first' });
  await f.sentEntry({ who: 'ada', title: 'Ada second' });
  await f.sentEntry({ who: 'bob', title: 'Bob only' });
});
afterAll(() => f.close());

const inject = (who: Signed | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  f.t.app.inject({
    method,
    url: `/api/inscriptions/${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
const titles = (items: SubmissionListItem[]) => items.map((item) => item.filmTitle).sort();

it("counts and pages the filmmaker's own submissions, beside the page's own call", async () => {
  const page = await inject(f.ada, 'POST', 'filter', {});
  expect(page.statusCode, page.body).toBe(200);
  const all = page.json().items as SubmissionListItem[];
  expect(titles(all)).toEqual(['Ada first', 'Ada second']);

  const counted = await inject(f.ada, 'POST', 'filter/count', {});
  expect(counted.json()).toEqual({ count: 2 });
  expect((await inject(f.ada, 'POST', 'filter/count', { search: 'second' })).json()).toEqual({ count: 1 });

  const first = await inject(f.ada, 'GET', 'filter/0/10');
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().items).toEqual(all);
  const searched = await inject(f.ada, 'POST', 'filter/0/10', { search: 'first' });
  expect(titles(searched.json().items)).toEqual(['Ada first']);
  expect((await inject(f.ada, 'POST', 'filter/10/10', {})).json()).toEqual({ items: [] });

  expect(titles((await inject(f.bob, 'GET', 'filter/0/30')).json().items)).toEqual(['Bob only']);
  expect((await inject(f.outsider, 'POST', 'filter/count', {})).json()).toEqual({ count: 0 });
});

it('refuses other page sizes, unknown fields and anonymous readers', async () => {
  expect((await inject(f.ada, 'GET', 'filter/0/7')).statusCode).toBe(400);
  expect((await inject(f.ada, 'POST', 'filter/-1/10', {})).statusCode).toBe(400);
  expect((await inject(f.ada, 'POST', 'filter/count', { nope: 1 })).statusCode).toBe(400);
  expect((await inject(null, 'POST', 'filter/count', {})).statusCode).toBe(401);
  expect((await inject(null, 'GET', 'filter/0/10')).statusCode).toBe(401);
});

it('answers hostile values with a 4xx and a code', async () => {
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.ada.headers,
    select: (id) =>
      id.startsWith('POST /api/inscriptions/filter/') || id.startsWith('GET /api/inscriptions/filter/'),
    owned: {},
  });
  expect(operations.sort()).toEqual([
    'GET /api/inscriptions/filter/{skip}/{take}',
    'POST /api/inscriptions/filter/count',
    'POST /api/inscriptions/filter/{skip}/{take}',
  ]);
  expect(failures).toEqual([]);
});
