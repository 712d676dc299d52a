import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, isFiltered, readListQuery, toApiFilter, writeListQuery } from './list-filter.ts';

describe('films list query', () => {
  it('round-trips through the URL', () => {
    const query = { search: 'night', year: '2024', status: 'complete', sort: 'oldest', page: 3 } as const;
    const params = writeListQuery(query);
    expect(params.toString()).toBe('q=night&year=2024&status=complete&sort=oldest&page=3');
    expect(readListQuery(params)).toEqual(query);
  });

  it('leaves defaults out of the URL and reads a bare URL as the defaults', () => {
    expect(writeListQuery(EMPTY_QUERY).toString()).toBe('');
    expect(readListQuery(new URLSearchParams())).toEqual(EMPTY_QUERY);
  });

  it('drops values the API would refuse', () => {
    const query = readListQuery(
      new URLSearchParams(`year=99&status=deleted&sort=random&page=-2&q=${'x'.repeat(300)}`),
    );
    expect(query).toEqual({ ...EMPTY_QUERY, search: 'x'.repeat(100) });
    expect(readListQuery(new URLSearchParams('year=1799')).year).toBe('');
    expect(readListQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('builds the filter body: trimmed search, numeric year, no empty field', () => {
    expect(toApiFilter({ ...EMPTY_QUERY, search: '  night ', year: '2024' })).toEqual({
      sort: 'newest',
      search: 'night',
      AnneeProd: 2024,
    });
    expect(toApiFilter(EMPTY_QUERY)).toEqual({ sort: 'newest' });
    expect(isFiltered(EMPTY_QUERY)).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, status: 'archived' })).toBe(true);
  });
});
