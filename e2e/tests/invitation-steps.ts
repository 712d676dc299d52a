import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { signedApi } from './eligible-film.ts';

// Steps shared by the invitation journeys (invitations.spec.ts, invitation-email.spec.ts): the
// operator's `npm run admin -- create-invitation` against this run's server, and the choice of an
// open demo section that takes the film the journey made.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type Question = {
  Id: number;
  Libelle: string;
  Type: 'info' | 'yes-no' | 'blocking' | 'short-text' | 'long-text' | 'choice';
  Choix: { Id: number; Libelle: string }[];
};
export type Section = { IdCampagneSection: number; Libelle: string; questions: Question[] };
export type Festival = {
  Id: number;
  Nom: string;
  SmartName: string;
  sections: Section[];
  call: { state: string };
};
type Cell = { IdFilm: number; IdCampagneSection: number; status: string; OuvreTesYeux: { code: string }[] };

/**
 * `npm run admin -- create-invitation ...` against the e2e server (its URL, and the operator
 * token the server wrote in its DATA_DIR); its JSON answer.
 */
export function createInvitation(
  baseURL: string,
  input: Record<string, string | number>,
): { IdInvitation: number; IdCompte: number | null } {
  const args = Object.entries(input).flatMap(([key, value]) => [`--${key}`, String(value)]);
  const out = execFileSync('npm', ['run', '--silent', 'admin', '--', 'create-invitation', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      OPERATOR_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      OPERATOR_TOKEN: '',
    },
    encoding: 'utf8',
  });
  return (
    JSON.parse(out.slice(out.indexOf('{'))) as { result: { IdInvitation: number; IdCompte: number | null } }
  ).result;
}

/** Eligible, as the panel of an open call says. */
const eligible = (cell: Cell) => cell.status === 'eligible';

/**
 * Refused for the invitation-only rule alone: what an invitation opens (it replaces that rule,
 * never the film's criteria).
 */
export const invitedOnly = (cell: Cell) =>
  cell.status === 'ineligible' &&
  cell.OuvreTesYeux.length > 0 &&
  cell.OuvreTesYeux.every((reason) => reason.code === 'ELIGIBILITY_INVITATION_ONLY');

/**
 * A demo festival whose call is in `state` (open unless told) with a section that `fits` and
 * whose cell for the signed-in page's film `filmId` passes `takes` (eligible unless told).
 */
export async function openSection(
  page: Page,
  filmId: number,
  fits: (section: Section) => boolean,
  options: { state?: string; takes?: (cell: Cell) => boolean } = {},
): Promise<{ festival: Festival; section: Section }> {
  const state = options.state ?? 'open';
  const takes = options.takes ?? eligible;
  const { api, headers } = await signedApi(page);
  let chosen: { festival: Festival; section: Section } | undefined;
  for (let id = 1; id <= 64 && !chosen; id++) {
    const answer = await api.get(`/api/public/festivals/${id}`, { headers: { culture: 'en' } });
    if (!answer.ok()) continue;
    const festival = (await answer.json()) as Festival;
    if (festival.call.state !== state) continue;
    const compared = await api.post('/api/compare-film-section', {
      headers,
      data: { IdFestival: id, IdFilm: filmId },
    });
    const cells = ((await compared.json()) as { results: Cell[] }).results;
    const section = festival.sections.find(
      (s) => fits(s) && cells.some((c) => c.IdCampagneSection === s.IdCampagneSection && takes(c)),
    );
    if (section) chosen = { festival, section };
  }
  if (!chosen) throw new Error(`no demo festival in state ${state} takes the film`);
  return chosen;
}

/** A day `days` from now, as the command's `--until` takes it (YYYY-MM-DD). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last day as the invitation card shows it: the one English day style (`26 November 2026`). */
export function answerBy(until: string): string {
  return `Answer by ${formatDay(until, 'en')}`;
}
