import { afterEach, describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  type DirectoryFilter,
  EMPTY_FILTER,
  FILTER_COOKIE,
  filterFromQuery,
  forVisitor,
  fromApiFilter,
  initialFilter,
  readFilterCookie,
  rememberedFilter,
  saveFilterCookie,
  toApiFilter,
  writeFilterQuery,
} from './directory-filter.ts';

const FULL: DirectoryFilter = {
  search: '  Clermont ',
  status: 'open',
  fee: 'free',
  country: 75,
  deadline: '2026-12-01',
  deadlineComparer: 'before',
  edition: '2027-02-01',
  editionComparer: 'equal',
  categories: [1, 2],
  genres: [6],
  themes: [3],
  directorCoverage: true,
  favourites: true,
  sort: 'fee',
  feeMax: 2000,
  withLabels: true,
  watchGuarantee: true,
  filmMinutes: 25,
};

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up in jsdom
  document.cookie = `${FILTER_COOKIE}=; Path=/; Max-Age=0`;
}

describe('toApiFilter', () => {
  it('sends nothing for an empty filter', () => {
    expect(toApiFilter(EMPTY_FILTER)).toEqual({});
  });

  it('maps every control to the spec field', () => {
    expect(toApiFilter(FULL)).toEqual({
      Search: 'Clermont',
      IsCampagneOuverte: true,
      IsPayant: false,
      IdPays: 75,
      DeadLine: '2026-12-01',
      DeadLineComparer: 'before',
      Edition: '2027-02-01',
      EditionComparer: 'equal',
      IdsCategorie: [1, 2],
      IdsGenre: [6],
      IdsThematique: [3],
      PecRealisateurs: true,
      IsFavoris: true,
      sort: 'fee',
      feeMax: 2000,
      withLabels: true,
      watchGuarantee: true,
      filmMinutes: 25,
    });
  });

  it('sends the order only when it is not the default, and never counts it as a filter', () => {
    expect(toApiFilter({ ...EMPTY_FILTER, sort: 'deadline' })).toEqual({});
    expect(toApiFilter({ ...EMPTY_FILTER, sort: 'name' })).toEqual({ sort: 'name' });
    expect(activeFilterCount({ ...EMPTY_FILTER, sort: 'name' })).toBe(0);
    expect(filterFromQuery(new URLSearchParams('sort=newest')).sort).toBe('newest');
    expect(filterFromQuery(new URLSearchParams('sort=bogus')).sort).toBe('deadline');
    expect(filterFromQuery(new URLSearchParams('feeUpTo=0&labels=1&watched=1'))).toMatchObject({
      feeMax: 0,
      withLabels: true,
      watchGuarantee: true,
    });
    expect(filterFromQuery(new URLSearchParams('feeUpTo=-5')).feeMax).toBeNull();
    expect(filterFromQuery(new URLSearchParams('minutes=25')).filmMinutes).toBe(25);
    for (const bad of ['0', '601', '2.5', 'x'])
      expect(filterFromQuery(new URLSearchParams(`minutes=${bad}`)).filmMinutes).toBeNull();
    expect(filterFromQuery(new URLSearchParams('feeUpTo=99999999')).feeMax).toBeNull();
    expect(writeFilterQuery(new URLSearchParams(), { ...EMPTY_FILTER, sort: 'name' }, 1).toString()).toBe(
      'sort=name',
    );
  });

  it('drops the favourites for a visitor, who has none', () => {
    expect(forVisitor(toApiFilter(FULL), false)).not.toHaveProperty('IsFavoris');
    expect(forVisitor(toApiFilter(FULL), true)).toHaveProperty('IsFavoris', true);
  });

  it('sends a comparer only with its date, and closed / paid as false / true', () => {
    const body = toApiFilter({ ...EMPTY_FILTER, status: 'closed', fee: 'paid', deadlineComparer: 'before' });
    expect(body).toEqual({ IsCampagneOuverte: false, IsPayant: true });
  });

  it('round-trips through the API shape', () => {
    expect(fromApiFilter(toApiFilter(FULL))).toEqual({ ...FULL, search: 'Clermont' });
  });
});

describe('URL query', () => {
  it('writes the filter and page and reads them back, keeping other parameters', () => {
    const query = writeFilterQuery(new URLSearchParams('embed'), FULL, 2);
    expect(query.get('embed')).toBe('');
    expect(query.get('q')).toBe('Clermont');
    expect(query.get('page')).toBe('2');
    expect(filterFromQuery(query)).toEqual({ ...FULL, search: 'Clermont' });
  });

  it('leaves a bare URL for no filter on page 1', () => {
    expect(writeFilterQuery(new URLSearchParams('q=old&page=3'), EMPTY_FILTER, 1).toString()).toBe('');
  });

  it('ignores values that are not filters', () => {
    const filter = filterFromQuery(
      new URLSearchParams('status=maybe&country=-2&deadline=tomorrow&genres=a,4'),
    );
    expect(filter).toEqual({ ...EMPTY_FILTER, genres: [4] });
  });
});

describe('filter cookie', () => {
  afterEach(clearCookie);

  it("is saved as the directory URL's query and restored", () => {
    saveFilterCookie(FULL);
    expect(document.cookie).toContain(`${FILTER_COOKIE}=`);
    const saved = decodeURIComponent(document.cookie.split(`${FILTER_COOKIE}=`)[1]?.split(';')[0] ?? '');
    expect(saved).toBe(writeFilterQuery(new URLSearchParams(), FULL, 1).toString());
    expect(readFilterCookie()).toEqual({ ...FULL, search: 'Clermont' });
  });

  it('is removed when the filter is cleared', () => {
    saveFilterCookie(FULL);
    saveFilterCookie(EMPTY_FILTER);
    expect(readFilterCookie()).toBeUndefined();
  });

  it('ignores a cookie that does not read as a filter, the former JSON format included', () => {
    expect(readFilterCookie(`${FILTER_COOKIE}=not-a-filter`)).toBeUndefined();
    expect(readFilterCookie(`${FILTER_COOKIE}=%E0%A4%A`)).toBeUndefined();
    const bad = encodeURIComponent('deadline=tomorrow&status=maybe&country=-2');
    expect(readFilterCookie(`other=1; ${FILTER_COOKIE}=${bad}`)).toBeUndefined();
    const former = encodeURIComponent(JSON.stringify({ IsPayant: true }));
    expect(readFilterCookie(`${FILTER_COOKIE}=${former}`)).toBeUndefined();
  });

  it('is offered on a bare visit, never imposed, and gives way to a filter in the URL', () => {
    const cookie = `${FILTER_COOKIE}=${encodeURIComponent('fee=paid')}`;
    expect(initialFilter(new URLSearchParams())).toEqual(EMPTY_FILTER);
    expect(rememberedFilter(new URLSearchParams(), cookie)?.fee).toBe('paid');
    expect(initialFilter(new URLSearchParams('fee=free')).fee).toBe('free');
    expect(rememberedFilter(new URLSearchParams('fee=free'), cookie)).toBeUndefined();
    expect(
      rememberedFilter(new URLSearchParams(), `${FILTER_COOKIE}=${encodeURIComponent('sort=name')}`),
    ).toBeUndefined();
  });
});
