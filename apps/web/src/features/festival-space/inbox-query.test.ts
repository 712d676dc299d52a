import { ZInboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INBOX_QUERY,
  isInboxFiltered,
  moreFiltersCount,
  readInboxQuery,
  toInboxFilter,
  writeInboxQuery,
} from './inbox-query.ts';

const read = (search: string) => readInboxQuery(new URLSearchParams(search));

describe('the inbox query in the URL', () => {
  it('reads every filter, sort and page the URL names, and writes them back the same', () => {
    const search =
      'q=nuit&section=5,6&status=sent,validated&country=1&dmin=5&dmax=20&first=1&school=1&dialogue=3' +
      '&subtitles=4&coverage=notOpened,full&unpublished=1&answer=12%3Ab%3A1&answer=13%3An%3A7' +
      '&answer=14%3At%3Asea+story&sort=title&desc=0&page=3&size=50';
    const query = read(search);
    expect(query).toEqual({
      search: 'nuit',
      sections: [5, 6],
      statuses: ['sent', 'validated'],
      countries: [1],
      durationMin: '5',
      durationMax: '20',
      firstFilm: true,
      schoolFilm: true,
      dialogueLanguages: [3],
      subtitleLanguages: [4],
      coverage: ['notOpened', 'full'],
      unpublished: true,
      answers: [
        { IdCritereAdditionnel: 12, value: true },
        { IdCritereAdditionnel: 13, value: 7 },
        { IdCritereAdditionnel: 14, value: 'sea story' },
      ],
      sort: 'title',
      descending: false,
      page: 3,
      size: 50,
    });
    expect(readInboxQuery(writeInboxQuery(query))).toEqual(query);
  });

  it('starts newest first, 30 a page, and writes nothing for the defaults', () => {
    expect(read('')).toEqual(EMPTY_INBOX_QUERY);
    expect(EMPTY_INBOX_QUERY.size).toBe(30);
    expect(writeInboxQuery(EMPTY_INBOX_QUERY).toString()).toBe('');
    expect(toInboxFilter(EMPTY_INBOX_QUERY)).toEqual({ sort: 'submitted', descending: true });
    expect(isInboxFiltered(EMPTY_INBOX_QUERY)).toBe(false);
  });

  it('drops what the API would refuse rather than sending it', () => {
    const query = read(
      'status=sent,notFinished,bogus&section=5,x,-2,99999999999&size=25&page=0&sort=hack&coverage=all' +
        '&dmin=99999&answer=12%3Ab%3Amaybe&answer=x%3An%3A1&country=1,1',
    );
    expect(query.statuses).toEqual(['sent']);
    expect(query.sections).toEqual([5]);
    expect(query.size).toBe(30);
    expect(query.page).toBe(1);
    expect(query.sort).toBe('submitted');
    expect(query.coverage).toEqual([]);
    expect(query.durationMin).toBe('');
    expect(query.answers).toEqual([]);
    expect(query.countries).toEqual([1]);
  });

  it('turns the query into the filter the contract accepts: a status mask, seconds, lists', () => {
    const filter = toInboxFilter(
      read('status=validated,selected&dmin=5&dmax=20&section=5&q=%20nuit%20&first=1'),
    );
    expect(filter).toEqual({
      sort: 'submitted',
      descending: true,
      statuses: 4 | 8,
      durationMin: 300,
      durationMax: 1200,
      sections: [5],
      search: 'nuit',
      firstFilm: true,
    });
    expect(ZInboxFilter.safeParse(filter).success).toBe(true);
    expect(ZInboxFilter.safeParse(toInboxFilter(read('answer=14%3At%3Aword&coverage=partly'))).success).toBe(
      true,
    );
  });

  it('counts the filters folded under "More filters"', () => {
    expect(moreFiltersCount(read('country=1&first=1&status=sent'))).toBe(2);
    expect(moreFiltersCount(read('status=sent&section=5'))).toBe(0);
  });
});
