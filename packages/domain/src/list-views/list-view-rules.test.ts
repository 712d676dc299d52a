import { describe, expect, it } from 'vitest';
import {
  canChangeView,
  canSeeView,
  columnLayout,
  columnSettingsError,
  defaultColumns,
  filterDataError,
  hiddenProperties,
  mergeColumns,
  moveColumn,
  setColumnWidth,
  showColumn,
  viewScopeError,
} from './list-view-rules.ts';

const setting = (Property: string, over: object = {}) => ({
  Property,
  IsDisplayed: true,
  IsSorting: false,
  IsSortingDesc: false,
  Ordre: 0,
  Width: 150,
  ...over,
});

describe('saved list views', () => {
  it('defaults show every column in the whitelist order, 150 wide, unsorted', () => {
    const columns = defaultColumns('entries');
    expect(columns[0]).toMatchObject({
      Property: 'number',
      IsDisplayed: true,
      Width: 150,
      Ordre: 0,
      Id: null,
    });
    expect(columns.find((c) => c.Property === 'coverage')?.IsSortable).toBe(false);
    expect(columns.find((c) => c.Property === 'title')?.IsDisplayable).toBe(false);
  });

  it('merges saved choices: their order first, forgotten properties dropped, a must-show column shown', () => {
    const merged = mergeColumns('orders', [
      setting('amount', { Ordre: 0, IsDisplayed: false }),
      setting('reference', { Ordre: 1, IsDisplayed: false }),
      setting('gone', { Ordre: 2 }),
    ]);
    expect(merged.map((c) => c.Property)).toEqual(['amount', 'reference', 'date', 'status', 'invoices']);
    expect(merged.map((c) => c.Ordre)).toEqual([0, 1, 2, 3, 4]);
    expect(merged[1]?.IsDisplayed).toBe(true);
  });

  it('checks column settings against the whitelist', () => {
    expect(columnSettingsError('films', [setting('year', { IsDisplayed: false })])).toBeNull();
    expect(columnSettingsError('films', [setting('secret')])).toBe('LIST_VIEW_PROPERTY_UNKNOWN');
    expect(columnSettingsError('films', [setting('year'), setting('year')])).toBe(
      'LIST_VIEW_COLUMNS_INVALID',
    );
    expect(columnSettingsError('films', [setting('title', { IsDisplayed: false })])).toBe(
      'LIST_VIEW_COLUMNS_INVALID',
    );
    expect(columnSettingsError('films', [setting('year', { IsSorting: true })])).toBe(
      'LIST_VIEW_COLUMNS_INVALID',
    );
    expect(
      columnSettingsError('entries', [
        setting('title', { IsSorting: true }),
        setting('number', { IsSorting: true }),
      ]),
    ).toBe('LIST_VIEW_COLUMNS_INVALID');
  });

  it('inbox views belong to a festival; the filmmaker’s lists’ are private', () => {
    expect(viewScopeError('entries', { IsPublic: true, IdFestival: 4 })).toBeNull();
    expect(viewScopeError('entries', { IsPublic: false, IdFestival: null })).toBe('LIST_VIEW_SCOPE_INVALID');
    expect(viewScopeError('films', { IsPublic: false, IdFestival: null })).toBeNull();
    expect(viewScopeError('films', { IsPublic: true, IdFestival: null })).toBe('LIST_VIEW_SCOPE_INVALID');
    expect(viewScopeError('orders', { IsPublic: false, IdFestival: 4 })).toBe('LIST_VIEW_SCOPE_INVALID');
  });

  it('a filter passes the list’s own filter contract', () => {
    expect(filterDataError('entries', { search: 'doc', firstFilm: true })).toBeNull();
    expect(filterDataError('entries', { nope: 1 })).toBe('LIST_VIEW_FILTER_INVALID');
    expect(filterDataError('inscriptions', { statuses: 3 })).toBeNull();
    expect(filterDataError('orders', { a: 1 })).toBe('LIST_VIEW_FILTER_INVALID');
  });

  it('public views are seen within their festival only; only the creator changes them', () => {
    const view = { IdCreateur: 7, IsPublic: true, IdFestival: 40 };
    const reader = (accountId: number, festivals: number[]) => ({
      accountId,
      memberOf: (id: number) => festivals.includes(id),
    });
    expect(canSeeView(view, reader(8, [40]))).toBe(true);
    expect(canSeeView(view, reader(8, [41]))).toBe(false);
    expect(canSeeView({ ...view, IsPublic: false }, reader(8, [40]))).toBe(false);
    expect(canSeeView({ ...view, IsPublic: false }, reader(7, []))).toBe(true);
    expect(canChangeView(view, 7)).toBe(true);
    expect(canChangeView(view, 8)).toBe(false);
  });
});

describe('column editing', () => {
  it('moves, shows and hides columns, keeping must-show ones', () => {
    const columns = defaultColumns('orders');
    expect(moveColumn(columns, 'date', -1).map((c) => c.Property)).toEqual([
      'date',
      'reference',
      'status',
      'amount',
      'invoices',
    ]);
    expect(
      moveColumn(columns, 'invoices', 1)
        .map((c) => c.Property)
        .at(-1),
    ).toBe('invoices');
    expect([...hiddenProperties(showColumn(columns, 'status', false))]).toEqual(['status']);
    expect([...hiddenProperties(showColumn(columns, 'reference', false))]).toEqual([]);
  });

  it('sets one column’s width, rounded and held between 40 and 1,000 pixels', () => {
    const columns = defaultColumns('entries');
    const widthOf = (list: { Property: string; Width: number }[]) =>
      list.find((c) => c.Property === 'section')?.Width;
    expect(widthOf(setColumnWidth(columns, 'section', 212.6))).toBe(213);
    expect(widthOf(setColumnWidth(columns, 'section', 5))).toBe(40);
    expect(widthOf(setColumnWidth(columns, 'section', 50_000))).toBe(1000);
    expect(widthOf(setColumnWidth(columns, 'section', Number.NaN))).toBe(150);
    // The other columns and the order are untouched.
    const set = setColumnWidth(columns, 'section', 300);
    expect(set.map((c) => c.Property)).toEqual(columns.map((c) => c.Property));
    expect(set.filter((c) => c.Property !== 'section').every((c) => c.Width === 150)).toBe(true);
  });
});

describe('column layout', () => {
  it('lays out the shown columns in the saved order, with a width only where one was chosen', () => {
    const columns = mergeColumns('orders', [
      setting('status', { Ordre: 0, Width: 300 }),
      setting('date', { Ordre: 1, IsDisplayed: false }),
    ]);
    expect(columnLayout('orders', columns)).toEqual([
      { Property: 'status', width: 300 },
      { Property: 'reference', width: null },
      { Property: 'amount', width: null },
      { Property: 'invoices', width: null },
    ]);
    expect(columnLayout('orders', undefined).map((column) => column.Property)).toEqual([
      'reference',
      'date',
      'status',
      'amount',
      'invoices',
    ]);
  });
});
