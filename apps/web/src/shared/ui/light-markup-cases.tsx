import {
  Checkbox,
  CloseButton,
  ComboboxChevron,
  Grid,
  List,
  NativeSelect,
  Pagination,
  Pill,
  PillsInput,
  Table,
  TextInput,
} from '@mantine/core';
import type { ReactElement } from 'react';
import { LightCheckbox } from './light-checkbox.tsx';
import { LightGrid, LightGridCol } from './light-grid.tsx';
import { LightChevron } from './light-input-wrapper.tsx';
import { LightList, LightListItem } from './light-list.tsx';
import { LightPagination } from './light-pagination.tsx';
import { LightPillsInput } from './light-pills-input.tsx';
import { LightSelectField } from './light-select-field.tsx';
import { LightTable, LightTbody, LightTd, LightTh, LightThead, LightTr } from './light-table.tsx';
import { LightTextInput } from './light-text-input.tsx';

/*
 * The configurations of Mantine's controls that the public pages draw with light look-alikes
 * (`light-*.tsx`), each written once and drawn with either set of components:
 * `light-inputs.test.tsx` renders both and fails on any difference in the markup.
 */

const noop = () => {};

type PillsProps = { pills: string[]; placeholder?: string };
const COMBOBOX = {
  readOnly: true,
  role: 'combobox',
  'aria-haspopup': 'listbox',
  'aria-expanded': false,
} as const;

/** The light controls, under the names each case draws with. */
export const LIGHT = {
  TextInput: LightTextInput,
  Chevron: LightChevron,
  SelectField: LightSelectField,
  Checkbox: LightCheckbox,
  Pagination: LightPagination,
  Pills: ({ pills, placeholder }: PillsProps) => (
    <LightPillsInput
      label="Genres"
      placeholder={placeholder}
      pills={pills.map((pill) => ({ key: pill, label: pill, onRemove: noop }))}
      onFocus={noop}
      rightSection={<LightChevron />}
      rightSectionPointerEvents="none"
    />
  ),
  Grid: LightGrid,
  Col: LightGridCol,
  Table: LightTable,
  Thead: LightThead,
  Tbody: LightTbody,
  Tr: LightTr,
  Th: LightTh,
  Td: LightTd,
  List: LightList,
  Item: LightListItem,
};
export type Kit = typeof LIGHT;

/**
 * Mantine's components under the same names (every name, or the type check fails). The light ones
 * take a subset of Mantine's props, so a case typed with theirs is a valid Mantine element too.
 */
const MANTINE_PARTS = {
  TextInput,
  Chevron: ComboboxChevron,
  SelectField: NativeSelect,
  Checkbox,
  Pagination,
  // As the look-alike was written with Mantine's components (the label's `for` names the field).
  Pills: ({ pills, placeholder }: PillsProps) => (
    <PillsInput
      label="Genres"
      id="genres"
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
    >
      <Pill.Group>
        {pills.map((pill) => (
          <Pill key={pill} withRemoveButton>
            {pill}
          </Pill>
        ))}
        <PillsInput.Field id="genres" placeholder={placeholder} {...COMBOBOX} />
      </Pill.Group>
    </PillsInput>
  ),
  Grid,
  Col: Grid.Col,
  Table,
  Thead: Table.Thead,
  Tbody: Table.Tbody,
  Tr: Table.Tr,
  Th: Table.Th,
  Td: Table.Td,
  List,
  Item: List.Item,
} satisfies Record<keyof Kit, unknown>;
export const MANTINE = MANTINE_PARTS as unknown as Kit;

const SELECT_DATA = [
  { value: '', label: 'Any' },
  { value: 'open', label: 'Open' },
];
const LENGTH = { placeholder: 'Any', value: '12', inputMode: 'numeric', pattern: '[0-9]*' } as const;
/** A Select's look-alike until its combobox loads (deferred-select.tsx): a read-only field. */
const COUNTRY = { label: 'Country', ...COMBOBOX };
const CLEAR = <CloseButton size="sm" variant="transparent" aria-label="Clear" />;
const PAGES = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((total) =>
  Array.from({ length: total }, (_, i) => ({ total, value: i + 1 })),
);

/** Each case draws the configuration a page uses, once with the light controls and once with Mantine's. */
export const MARKUP_CASES: [string, (ui: Kit) => ReactElement][] = [
  [
    'TextInput: search',
    (ui) => (
      <ui.TextInput
        type="search"
        label="Search"
        placeholder="Name"
        value="x"
        maxLength={100}
        onChange={noop}
      />
    ),
  ],
  [
    'TextInput with a description',
    (ui) => (
      <ui.TextInput label="Length" description="Minutes" {...LENGTH} autoComplete="off" onChange={noop} />
    ),
  ],
  ['TextInput: a date', (ui) => <ui.TextInput type="date" label="Deadline" value="" onChange={noop} />],
  [
    'TextInput: a read-only combobox with a chevron',
    (ui) => (
      <ui.TextInput {...COUNTRY} value="" rightSection={<ui.Chevron />} rightSectionPointerEvents="none" />
    ),
  ],
  [
    'TextInput: a read-only combobox with a clear button',
    (ui) => <ui.TextInput {...COUNTRY} value="France" rightSection={CLEAR} rightSectionPointerEvents="all" />,
  ],
  [
    'NativeSelect with a label',
    (ui) => <ui.SelectField label="Status" value="open" data={SELECT_DATA} onChange={noop} />,
  ],
  [
    'NativeSelect with a style on its root',
    (ui) => (
      <ui.SelectField
        label="Sort"
        value=""
        data={SELECT_DATA}
        onChange={noop}
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      />
    ),
  ],
  [
    'Checkbox, checked or not, with or without a description',
    (ui) => (
      <>
        {[false, true].map((checked) => (
          <div key={String(checked)}>
            <ui.Checkbox label="Favourites" checked={checked} onChange={noop} />
            <ui.Checkbox label="Labels" description="Hint" checked={checked} onChange={noop} />
          </div>
        ))}
      </>
    ),
  ],
  [
    'Pagination, for every page of 1 to 12 pages',
    (ui) => (
      <>
        {PAGES.map(({ total, value }) => (
          <ui.Pagination key={`${total}-${value}`} total={total} value={value} onChange={noop} siblings={1} />
        ))}
      </>
    ),
  ],
  [
    'Pagination with labelled items and controls',
    (ui) => (
      <ui.Pagination
        total={9}
        value={5}
        onChange={noop}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        getControlProps={(control) => ({ 'aria-label': control })}
      />
    ),
  ],
  ['PillsInput with no pill and a placeholder', (ui) => <ui.Pills pills={[]} placeholder="Any" />],
  ['PillsInput with removable pills', (ui) => <ui.Pills pills={['Drama', 'Comedy']} />],
  [
    'Grid with responsive columns, one visible from a breakpoint',
    (ui) => (
      <ui.Grid gap="xl">
        <ui.Col span={{ base: 12, sm: 4, md: 3 }} visibleFrom="sm">
          Filters
        </ui.Col>
        <ui.Col span={{ base: 12, sm: 8, md: 9 }}>Results</ui.Col>
      </ui.Grid>
    ),
  ],
  [
    'Grid with two columns from md',
    (ui) => (
      <ui.Grid gap="md">
        <ui.Col span={{ base: 12, md: 8 }}>Main</ui.Col>
        <ui.Col span={{ base: 12, md: 4 }}>Side</ui.Col>
      </ui.Grid>
    ),
  ],
  [
    "Table as the festival page's dates and fees",
    (ui) => (
      <ui.Table withTableBorder verticalSpacing="xs" horizontalSpacing="sm" data-testid="dates" miw={420}>
        <caption className="visually-hidden">Dates</caption>
        <ui.Thead>
          <ui.Tr>
            <ui.Th scope="col" w={160} style={{ position: 'sticky', left: 0 }}>
              Section
            </ui.Th>
            <ui.Th scope="col" data-next bg="grape.0" style={{ verticalAlign: 'top' }}>
              Early
            </ui.Th>
          </ui.Tr>
        </ui.Thead>
        <ui.Tbody>
          <ui.Tr>
            <ui.Th scope="row" fw={400}>
              Fiction
            </ui.Th>
            <ui.Td bg="grape.0" c="dimmed" fw={600}>
              €10
            </ui.Td>
          </ui.Tr>
        </ui.Tbody>
      </ui.Table>
    ),
  ],
  [
    "Table as the film page's facts",
    (ui) => (
      <ui.Table withRowBorders={false} verticalSpacing={4} layout="fixed">
        <ui.Tbody>
          <ui.Tr>
            <ui.Th scope="row" w="40%" fw={600}>
              Length
            </ui.Th>
            <ui.Td>12 min</ui.Td>
          </ui.Tr>
        </ui.Tbody>
      </ui.Table>
    ),
  ],
  [
    "Table as the film page's credits",
    (ui) => (
      <ui.Table withRowBorders layout="fixed" aria-label="Credits">
        <ui.Tbody>
          <ui.Tr>
            <ui.Th scope="row" w="40%">
              Director
            </ui.Th>
            <ui.Td>Ana</ui.Td>
          </ui.Tr>
        </ui.Tbody>
      </ui.Table>
    ),
  ],
  [
    "List, unordered, as the festival page's section cards draw it",
    (ui) => (
      <ui.List size="sm" spacing={4} data-testid="criteria">
        <ui.Item>Fiction</ui.Item>
        <ui.Item>
          <span>Under 20 minutes</span>
        </ui.Item>
      </ui.List>
    ),
  ],
  [
    'List, ordered',
    (ui) => (
      <ui.List type="ordered" size="sm" spacing="xs">
        <ui.Item>Why?</ui.Item>
      </ui.List>
    ),
  ],
];
