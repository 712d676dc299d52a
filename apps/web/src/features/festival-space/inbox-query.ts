import {
  INBOX_DEFAULT_PAGE_SIZE,
  INBOX_PAGE_SIZES,
  INBOX_SEARCH_MAX,
  INBOX_SORTS,
  type InboxFilter,
  type InboxSort,
} from '@shortlist/domain/festival-space/entry-contracts';
import type { Coverage } from '@shortlist/domain/festival-space/viewing-rules';
import {
  SUBMISSION_STATUS,
  type SubmissionStatusName,
} from '@shortlist/domain/submissions/submission-status';

/**
 * The inbox's filter, sort and page as the URL keeps them
 * (`?q=night&status=sent,validated&section=4&coverage=notOpened&sort=title&page=2&size=50`), so a
 * reload, the back button and a link sent to another member show the same list. Values the API
 * would refuse are dropped when read, never sent.
 */
export type InboxPageSize = (typeof INBOX_PAGE_SIZES)[number];

export type AnswerQuery = { IdCritereAdditionnel: number; value: boolean | number | string };

export type InboxQuery = {
  search: string;
  sections: number[];
  statuses: SubmissionStatusName[];
  countries: number[];
  /** Running time bounds in whole minutes, as typed ('' when unset). */
  durationMin: string;
  durationMax: string;
  firstFilm: boolean;
  schoolFilm: boolean;
  dialogueLanguages: number[];
  subtitleLanguages: number[];
  coverage: Coverage[];
  unpublished: boolean;
  answers: AnswerQuery[];
  sort: InboxSort;
  descending: boolean;
  page: number;
  size: InboxPageSize;
};

/** The festival statuses a member filters on (an unfinished entry never reaches the inbox). */
export const INBOX_STATUSES: readonly SubmissionStatusName[] = [
  'sent',
  'validated',
  'selected',
  'selectedElsewhere',
  'notSelected',
  'awarded',
  'cancelled',
];

export const COVERAGES: readonly Coverage[] = ['notOpened', 'partly', 'full'];

/** Newest entries first unless the member sorts otherwise. */
export const DEFAULT_SORT: InboxSort = 'submitted';
export const DEFAULT_DESCENDING = true;

/** The longest running time a bound may name, in minutes (the API takes up to 100,000 seconds). */
export const DURATION_MAX_MINUTES = 1666;

export const EMPTY_INBOX_QUERY: InboxQuery = {
  search: '',
  sections: [],
  statuses: [],
  countries: [],
  durationMin: '',
  durationMax: '',
  firstFilm: false,
  schoolFilm: false,
  dialogueLanguages: [],
  subtitleLanguages: [],
  coverage: [],
  unpublished: false,
  answers: [],
  sort: DEFAULT_SORT,
  descending: DEFAULT_DESCENDING,
  page: 1,
  size: INBOX_DEFAULT_PAGE_SIZE as InboxPageSize,
};

const MAX_IDS = 200;

function ids(value: string | null): number[] {
  const found = (value ?? '')
    .split(',')
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && id <= 2_147_483_647);
  return [...new Set(found)].slice(0, MAX_IDS);
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T[] {
  const names = new Set((value ?? '').split(','));
  return list.filter((name) => names.has(name));
}

function minutes(value: string | null): string {
  if (value === null || !/^\d{1,4}$/.test(value)) return '';
  return Number(value) <= DURATION_MAX_MINUTES ? String(Number(value)) : '';
}

/** `answer=12:b:1` (yes), `answer=12:b:0` (no), `answer=13:n:5` (a choice), `answer=14:t:words`. */
function readAnswer(value: string): AnswerQuery | null {
  const match = /^(\d{1,10}):([bnt]):(.{1,200})$/s.exec(value);
  if (!match) return null;
  const IdCritereAdditionnel = Number(match[1]);
  const raw = match[3] as string;
  if (IdCritereAdditionnel <= 0 || IdCritereAdditionnel > 2_147_483_647) return null;
  if (match[2] === 'b')
    return raw === '1' || raw === '0' ? { IdCritereAdditionnel, value: raw === '1' } : null;
  if (match[2] === 'n') return /^\d{1,10}$/.test(raw) ? { IdCritereAdditionnel, value: Number(raw) } : null;
  const text = raw.trim();
  return text ? { IdCritereAdditionnel, value: text } : null;
}

function writeAnswer(answer: AnswerQuery): string {
  const { IdCritereAdditionnel: id, value } = answer;
  if (typeof value === 'boolean') return `${id}:b:${value ? 1 : 0}`;
  if (typeof value === 'number') return `${id}:n:${value}`;
  return `${id}:t:${value}`;
}

export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const sort = params.get('sort') ?? '';
  const size = Number(params.get('size'));
  const page = Number(params.get('page') ?? '1');
  const answers = params
    .getAll('answer')
    .map(readAnswer)
    .filter((answer): answer is AnswerQuery => answer !== null)
    .slice(0, 20);
  return {
    search: (params.get('q') ?? '').slice(0, INBOX_SEARCH_MAX),
    sections: ids(params.get('section')),
    statuses: oneOf(INBOX_STATUSES, params.get('status')),
    countries: ids(params.get('country')),
    durationMin: minutes(params.get('dmin')),
    durationMax: minutes(params.get('dmax')),
    firstFilm: params.get('first') === '1',
    schoolFilm: params.get('school') === '1',
    dialogueLanguages: ids(params.get('dialogue')),
    subtitleLanguages: ids(params.get('subtitles')),
    coverage: oneOf(COVERAGES, params.get('coverage')),
    unpublished: params.get('unpublished') === '1',
    answers: [...new Map(answers.map((answer) => [answer.IdCritereAdditionnel, answer])).values()],
    sort: (INBOX_SORTS as readonly string[]).includes(sort) ? (sort as InboxSort) : DEFAULT_SORT,
    descending: params.has('desc') ? params.get('desc') === '1' : DEFAULT_DESCENDING,
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
    size: (INBOX_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as InboxPageSize)
      : (INBOX_DEFAULT_PAGE_SIZE as InboxPageSize),
  };
}

export function writeInboxQuery(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  const list = (name: string, values: readonly (string | number)[]) => {
    if (values.length > 0) params.set(name, values.join(','));
  };
  if (query.search.trim()) params.set('q', query.search.trim());
  list('section', query.sections);
  list('status', query.statuses);
  list('country', query.countries);
  if (query.durationMin) params.set('dmin', query.durationMin);
  if (query.durationMax) params.set('dmax', query.durationMax);
  if (query.firstFilm) params.set('first', '1');
  if (query.schoolFilm) params.set('school', '1');
  list('dialogue', query.dialogueLanguages);
  list('subtitles', query.subtitleLanguages);
  list('coverage', query.coverage);
  if (query.unpublished) params.set('unpublished', '1');
  for (const answer of query.answers) params.append('answer', writeAnswer(answer));
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.descending !== DEFAULT_DESCENDING) params.set('desc', query.descending ? '1' : '0');
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== INBOX_DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
}

/** The status names as the API's bit mask (docs/decisions.md "Submission status"). */
export function statusMask(statuses: readonly SubmissionStatusName[]): number {
  return statuses.reduce((mask, name) => mask | SUBMISSION_STATUS[name], 0);
}

/** The body of `POST festivals/{id}/entries/filter/{skip}/{take}` (and of the exports) for a query. */
export function toInboxFilter(query: InboxQuery): InboxFilter {
  const filter: InboxFilter = { sort: query.sort, descending: query.descending };
  if (query.search.trim()) filter.search = query.search.trim();
  if (query.sections.length > 0) filter.sections = query.sections;
  if (query.statuses.length > 0) filter.statuses = statusMask(query.statuses);
  if (query.countries.length > 0) filter.countries = query.countries;
  if (query.durationMin) filter.durationMin = Number(query.durationMin) * 60;
  if (query.durationMax) filter.durationMax = Number(query.durationMax) * 60;
  if (query.firstFilm) filter.firstFilm = true;
  if (query.schoolFilm) filter.schoolFilm = true;
  if (query.dialogueLanguages.length > 0) filter.dialogueLanguages = query.dialogueLanguages;
  if (query.subtitleLanguages.length > 0) filter.subtitleLanguages = query.subtitleLanguages;
  if (query.coverage.length > 0) filter.coverage = query.coverage;
  if (query.unpublished) filter.unpublished = true;
  if (query.answers.length > 0) filter.answers = query.answers;
  return filter;
}

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function isInboxFiltered(query: InboxQuery): boolean {
  const filter = toInboxFilter(query);
  return Object.keys(filter).some((key) => key !== 'sort' && key !== 'descending');
}

/** How many of the "more filters" are set (shown on the collapsed panel). */
export function moreFiltersCount(query: InboxQuery): number {
  return [
    query.countries.length > 0,
    query.durationMin !== '',
    query.durationMax !== '',
    query.firstFilm,
    query.schoolFilm,
    query.dialogueLanguages.length > 0,
    query.subtitleLanguages.length > 0,
    query.answers.length > 0,
  ].filter(Boolean).length;
}

/** The scores' sorts start with the highest mean or the widest disagreement (issue 34); the rest ascending. */
export function startsDescending(column: InboxSort): boolean {
  return column === 'scoreMean' || column === 'scoreSpread';
}
