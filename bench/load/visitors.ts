import { compte } from '@shortlist/db/schema/accounts';
import { film } from '@shortlist/db/schema/films';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@shortlist/db/seed/demo/festival-side-plan';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/platform/passwords.ts';
import { FILM_CREATE_BODY } from '../../apps/server/src/test/film-bodies.ts';
import type { openScratchDatabase } from '../shared/api-server.ts';
import { type Latencies, recorder } from './measure.ts';
import { STEPS, sessionOf, type VisitorData, visit } from './workload.ts';

const PASSWORD = 'Load-bench-2026';

/** Accounts, films, billing addresses, the manager's sessions: what each visitor needs. */
export async function prepareVisitors(
  scratch: Awaited<ReturnType<typeof openScratchDatabase>>,
  base: string,
  count: number,
): Promise<VisitorData[]> {
  const db = scratch.database.db;
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  const products = (await (await fetch(`${base}/order-api/products/active`)).json()) as {
    Id: number;
    code: string;
  }[];
  const productId = products.find((p) => p.code === 'stamp-10')?.Id;
  if (!productId) throw new Error('no stamp-10 product');
  const directory = (await (
    await fetch(`${base}/api/public/festivals/filter/0/24`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', culture: 'en' },
      body: '{}',
    })
  ).json()) as { items: { Id: number }[] };
  const festivalIds = directory.items.map((item) => item.Id);
  const { rows } = await db.execute<{ IdFestival: number }>(sql`
    select m."IdFestival" from membre_festival m join compte c on c."Id" = m."IdCompte"
    where c."Login" = ${DEMO_ACCOUNTS.manager.Login} and m."Role" = 'manager' limit 1`);
  const inboxFestivalId = Number(rows[0]?.IdFestival);
  const { rows: france } = await db.execute<{ Id: number }>(sql`select "Id" from pays where "Iso2" = 'FR'`);
  const { IsDeclarationDroits, ...filmBody } = FILM_CREATE_BODY;
  const visitors: VisitorData[] = [];
  for (let i = 0; i < count; i++) {
    const login = `visitor${i}@load.example`;
    const address = `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const [account] = await db
      .insert(compte)
      .values({
        Login: login,
        Password: hash,
        DateActivation: now,
        DateAcceptationCGV: now,
        DateDerConnexion: now,
      })
      .returning({ Id: compte.Id });
    const [row] = await db
      .insert(film)
      .values({
        IdCompte: account?.Id as number,
        TitreOriginal: 'Load',
        TitreRecherche: 'load',
        DateDeclarationDroits: now,
      })
      .returning({ Id: film.Id });
    const json = { 'content-type': 'application/json', culture: 'en', 'x-forwarded-for': address };
    const signIn = async (Login: string, Password: string) => {
      const answer = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ Login, Password }),
      });
      if (answer.status !== 200)
        throw new Error(`sign-in of ${Login}: ${answer.status} ${await answer.text()}`);
      const session = sessionOf(answer);
      return { cookie: session.cookie, 'x-csrf-token': session.csrf };
    };
    const own = await signIn(login, PASSWORD);
    const saved = await fetch(`${base}/api/compte/adresse-facturation`, {
      method: 'PUT',
      headers: { ...json, ...own },
      body: JSON.stringify({
        Header: `Visitor ${i}`,
        Line1: '12 rue des Films',
        ZipCode: '75011',
        City: 'Paris',
        CountryId: france[0]?.Id,
      }),
    });
    if (saved.status !== 200) throw new Error(`billing address: ${saved.status} ${await saved.text()}`);
    visitors.push({
      login,
      password: PASSWORD,
      accountId: account?.Id as number,
      filmId: row?.Id as number,
      address,
      filmBody,
      festivalIds,
      productId,
      manager: await signIn(DEMO_ACCOUNTS.manager.Login, DEMO_PASSWORD),
      inboxFestivalId,
    });
  }
  // One visit each, to find a broken step before measuring anything.
  const check: Latencies = new Map();
  await visit(base, visitors[0] as VisitorData, recorder(check), 0);
  const failed = [...check].filter(([, e]) => e.errors > 0).map(([step]) => step);
  const missing = STEPS.filter((step) => !check.has(step));
  if (failed.length > 0 || missing.length > 0) {
    throw new Error(`a visit failed at ${[...failed, ...missing].join(', ')}`);
  }
  return visitors;
}
