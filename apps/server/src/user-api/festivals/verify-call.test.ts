import { compte } from '@shortlist/db/schema/accounts';
import { campagneStatut } from '@shortlist/db/schema/call-status';
import { campagne } from '@shortlist/db/schema/campaigns';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { operatorAudit } from '@shortlist/db/schema/operator';
import { languageId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../operator/command-line.ts';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { decodeQuotedPrintable, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { insertAccount } from '../../test/test-accounts.ts';

// `npm run admin -- verify-call --call <Id> --accept | --refuse --reason "..."` (issue 33): the
// operator's verdict on a call waiting for verification, emailed over SMTP to every manager of
// the festival in their language, the reason shown to them in the workspace.

let f: FestivalSpaceTestApp;
let smtp: SmtpCapture;
let callId: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  smtp = await startSmtpCapture();
  const [row] = await f.database.db
    .insert(campagne)
    .values({ IdFestival: f.festivalId, AnneeEdition: 2099, StatutCampagne: 'preparation' })
    .returning({ Id: campagne.Id });
  callId = row!.Id;
  // The festival's manager reads French; a second manager Spanish; the programmer gets nothing.
  await f.database.db
    .update(compte)
    .set({ IdLangue: languageId('fr') })
    .where(eq(compte.Id, f.accountIds.manager));
  const IdCompte = await insertAccount(f.t, 'gerente@example.com');
  await f.database.db
    .update(compte)
    .set({ IdLangue: languageId('es') })
    .where(eq(compte.Id, IdCompte));
  await f.database.db.insert(membreFestival).values({ IdCompte, IdFestival: f.festivalId, Role: 'manager' });
});
afterAll(async () => {
  await smtp.close();
  await f.close();
});

/** Runs the command as `npm run admin -- <argv>` would: parsed, then posted. */
function admin(...argv: string[]) {
  const { command, input } = parseCommandLine(argv);
  return f.operator(command, input);
}
const ask = () => f.call(f.manager, 'POST', `festivals/${f.festivalId}/calls/${callId}/verification-request`);
const listed = async () =>
  (await f.call(f.manager, 'GET', `festivals/${f.festivalId}/calls`))
    .json()
    .items.find((c: { IdCampagne: number }) => c.IdCampagne === callId);
const delivered = async () => {
  smtp.received.length = 0;
  await smtp.deliver(f.database.db);
  return Object.fromEntries(smtp.received.map((m) => [m.to[0], decodeQuotedPrintable(m.raw)]));
};

describe('verify-call', () => {
  it('refuses a call with the reason: every manager is emailed it in their language and sees it', async () => {
    expect((await ask()).statusCode).toBe(200);
    const reason = 'The entry fee of the Shorts section is missing.';
    const answer = await admin('verify-call', '--call', String(callId), '--refuse', '--reason', reason);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      IdCampagne: callId,
      from: 'verification-requested',
      to: 'preparation',
      emailed: ['manager@example.com', 'gerente@example.com'],
    });

    const emails = await delivered();
    expect(Object.keys(emails).sort()).toEqual(['gerente@example.com', 'manager@example.com']);
    expect(emails['manager@example.com']).toContain('ne peut pas encore l’ouvrir');
    expect(emails['manager@example.com']).toContain(reason);
    expect(emails['manager@example.com']).toContain(`/fr/espace-festival/${f.festivalId}/appels`);
    expect(emails['gerente@example.com']).toContain('todavía no puede abrirla');
    expect(emails['gerente@example.com']).toContain(reason);

    expect(await listed()).toMatchObject({
      StatutCampagne: 'preparation',
      lastRefusal: { reason },
      actions: ['ask'],
    });
    const [audit] = await f.database.db
      .select()
      .from(campagneStatut)
      .where(eq(campagneStatut.Evenement, 'refuse'));
    expect(audit).toMatchObject({ IdCampagne: callId, Auteur: 'operator', Motif: reason });
    expect(audit?.Operateur).toBeTruthy();
  });

  it('accepts the call asked again: verification handled, the managers told it opens by itself', async () => {
    expect((await ask()).statusCode).toBe(200);
    const answer = await admin('verify-call', '--call', String(callId), '--accept');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      from: 'verification-requested',
      to: 'verification-handled',
    });
    const emails = await delivered();
    expect(emails['manager@example.com']).toContain('il est validé');
    expect(emails['gerente@example.com']).toContain('está verificada');
    expect(await listed()).toMatchObject({ StatutCampagne: 'verification-handled', actions: [] });
  });

  it('refuses what the lifecycle does not allow and a refusal without reason, sending nothing', async () => {
    const twice = await admin('verify-call', '--call', String(callId), '--accept');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'CALL_TRANSITION_REFUSED']);
    const noReason = await admin('verify-call', '--call', String(callId), '--refuse');
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json().fields)).toContain('reason');
    const both = await admin(
      'verify-call',
      '--call',
      String(callId),
      '--accept',
      '--refuse',
      '--reason',
      'x',
    );
    expect(both.statusCode).toBe(400);
    const unknown = await admin('verify-call', '--call', '999999', '--accept');
    expect(unknown.statusCode).toBe(404);
    expect(await delivered()).toEqual({});

    const runs = await f.database.db
      .select({ Resultat: operatorAudit.Resultat, Code: operatorAudit.Code })
      .from(operatorAudit)
      .where(eq(operatorAudit.Commande, 'verify-call'));
    expect(runs).toEqual([
      { Resultat: 'ok', Code: null },
      { Resultat: 'ok', Code: null },
      { Resultat: 'refused', Code: 'CALL_TRANSITION_REFUSED' },
      { Resultat: 'refused', Code: 'VALIDATION_FAILED' },
      { Resultat: 'refused', Code: 'VALIDATION_FAILED' },
      { Resultat: 'refused', Code: 'NOT_FOUND' },
    ]);
  });

  it('opens at once an accepted call whose opening moment is past, as the job would', async () => {
    const day = 24 * 3600_000;
    const [row] = await f.database.db
      .insert(campagne)
      .values({
        IdFestival: f.festivalId,
        AnneeEdition: 2100,
        StatutCampagne: 'verification-requested',
        OuvertureCampagne: new Date(NOW.getTime() - day),
        FermetureCampagne: new Date(NOW.getTime() + 30 * day),
      })
      .returning({ Id: campagne.Id });
    const answer = await admin('verify-call', '--call', String(row!.Id), '--accept');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      from: 'verification-requested',
      to: 'verification-handled',
      status: 'open',
    });
    const audit = await f.database.db
      .select({ Vers: campagneStatut.Vers, Auteur: campagneStatut.Auteur })
      .from(campagneStatut)
      .where(eq(campagneStatut.IdCampagne, row!.Id));
    expect(audit).toEqual([
      { Vers: 'verification-handled', Auteur: 'operator' },
      { Vers: 'open', Auteur: 'system' },
    ]);
    await delivered();
  });
});
