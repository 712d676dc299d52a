import {
  Checkbox,
  CloseButton,
  ComboboxChevron,
  createTheme,
  Grid,
  List,
  MantineProvider,
  NativeSelect,
  Pagination,
  Pill,
  PillsInput,
  Table,
  TextInput,
} from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { canonicalMarkup } from '../../test/canonical-markup.tsx';
import { LightCheckbox } from './light-checkbox.tsx';
import { LightGrid, LightGridCol } from './light-grid.tsx';
import { LightChevron } from './light-input-wrapper.tsx';
import { LightList, LightListItem } from './light-list.tsx';
import { LightPagination } from './light-pagination.tsx';
import { LightPillsInput } from './light-pills-input.tsx';
import { LightSelectField } from './light-select-field.tsx';
import { LightTable, LightTbody, LightTd, LightTh, LightThead, LightTr } from './light-table.tsx';
import { LightTextInput } from './light-text-input.tsx';

// A primary colour other than Mantine's default, as the app's theme has.
const THEME = createTheme({ primaryColor: 'grape' });
const same = (light: React.ReactElement, mantine: React.ReactElement) =>
  expect(canonicalMarkup(light, THEME)).toBe(canonicalMarkup(mantine, THEME));
const noop = () => {};

describe("light controls render Mantine's markup (Mantine's stylesheet draws them the same)", () => {
  it('TextInput: search, with a description, a date, a read-only combobox with a right section', () => {
    same(
      <LightTextInput
        type="search"
        label="Search"
        placeholder="Name"
        value="x"
        maxLength={100}
        onChange={noop}
      />,
      <TextInput type="search" label="Search" placeholder="Name" value="x" maxLength={100} onChange={noop} />,
    );
    const length = { placeholder: 'Any', value: '12', inputMode: 'numeric', pattern: '[0-9]*' } as const;
    same(
      <LightTextInput label="Length" description="Minutes" {...length} autoComplete="off" onChange={noop} />,
      <TextInput label="Length" description="Minutes" {...length} autoComplete="off" onChange={noop} />,
    );
    same(
      <LightTextInput type="date" label="Deadline" value="" onChange={noop} />,
      <TextInput type="date" label="Deadline" value="" onChange={noop} />,
    );
    const combobox = {
      readOnly: true,
      role: 'combobox',
      'aria-haspopup': 'listbox',
      'aria-expanded': false,
    } as const;
    same(
      <LightTextInput
        label="Country"
        value=""
        {...combobox}
        rightSection={<LightChevron />}
        rightSectionPointerEvents="none"
      />,
      <TextInput
        label="Country"
        value=""
        {...combobox}
        rightSection={<ComboboxChevron />}
        rightSectionPointerEvents="none"
      />,
    );
    const clear = <CloseButton size="sm" variant="transparent" aria-label="Clear" />;
    same(
      <LightTextInput
        label="Country"
        value="France"
        {...combobox}
        rightSection={clear}
        rightSectionPointerEvents="all"
      />,
      <TextInput
        label="Country"
        value="France"
        {...combobox}
        rightSection={clear}
        rightSectionPointerEvents="all"
      />,
    );
  });

  it('NativeSelect with a label, and with a style on its root', () => {
    const data = [
      { value: '', label: 'Any' },
      { value: 'open', label: 'Open' },
    ];
    same(
      <LightSelectField label="Status" value="open" data={data} onChange={noop} />,
      <NativeSelect label="Status" value="open" data={data} onChange={noop} />,
    );
    const style = { display: 'flex', alignItems: 'center', gap: 8 };
    same(
      <LightSelectField label="Sort" value="" data={data} onChange={noop} style={style} />,
      <NativeSelect label="Sort" size="sm" value="" data={data} onChange={noop} style={style} />,
    );
  });

  it('Checkbox, checked or not, with or without a description', () => {
    for (const checked of [false, true]) {
      same(
        <LightCheckbox label="Favourites" checked={checked} onChange={noop} />,
        <Checkbox label="Favourites" checked={checked} onChange={noop} />,
      );
      same(
        <LightCheckbox label="Labels" description="Hint" checked={checked} onChange={noop} />,
        <Checkbox label="Labels" description="Hint" checked={checked} onChange={noop} />,
      );
    }
  });

  it('Pagination, for every page of 1 to 12 pages, with labelled items and controls', () => {
    const getItemProps = (page: number) => ({ 'aria-label': `Page ${page}` });
    const getControlProps = (control: string) => ({ 'aria-label': control });
    for (let total = 1; total <= 12; total++) {
      for (let value = 1; value <= total; value++) {
        same(
          <LightPagination total={total} value={value} onChange={noop} siblings={1} />,
          <Pagination total={total} value={value} onChange={noop} siblings={1} />,
        );
      }
    }
    same(
      <LightPagination
        total={9}
        value={5}
        onChange={noop}
        getItemProps={getItemProps}
        getControlProps={getControlProps}
      />,
      <Pagination
        total={9}
        value={5}
        onChange={noop}
        getItemProps={getItemProps}
        getControlProps={getControlProps}
      />,
    );
  });

  it('PillsInput with removable pills and a read-only combobox field', () => {
    const chevron = { rightSection: <LightChevron />, rightSectionPointerEvents: 'none' } as const;
    const combobox = {
      readOnly: true,
      role: 'combobox',
      'aria-haspopup': 'listbox',
      'aria-expanded': false,
    } as const;
    // As the look-alike was written with Mantine's components (the label's `for` names the field).
    const mantine = (pills: string[], placeholder?: string) => (
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
          <PillsInput.Field id="genres" placeholder={placeholder} {...combobox} />
        </Pill.Group>
      </PillsInput>
    );
    const light = (pills: string[], placeholder?: string) => (
      <LightPillsInput
        label="Genres"
        placeholder={placeholder}
        pills={pills.map((pill) => ({ key: pill, label: pill, onRemove: noop }))}
        onFocus={noop}
        {...chevron}
      />
    );
    same(light([], 'Any'), mantine([], 'Any'));
    same(light(['Drama', 'Comedy']), mantine(['Drama', 'Comedy']));
  });

  it('Grid with responsive columns, one visible from a breakpoint, and its inline style rules', () => {
    same(
      <LightGrid gap="xl">
        <LightGridCol span={{ base: 12, sm: 4, md: 3 }} visibleFrom="sm">
          Filters
        </LightGridCol>
        <LightGridCol span={{ base: 12, sm: 8, md: 9 }}>Results</LightGridCol>
      </LightGrid>,
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }} visibleFrom="sm">
          Filters
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>Results</Grid.Col>
      </Grid>,
    );
    same(
      <LightGrid gap="md">
        <LightGridCol span={{ base: 12, md: 8 }}>Main</LightGridCol>
        <LightGridCol span={{ base: 12, md: 4 }}>Side</LightGridCol>
      </LightGrid>,
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>Main</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>Side</Grid.Col>
      </Grid>,
    );
  });

  it('Table as the festival page (dates and fees) and the film page (facts, credits) draw it', () => {
    same(
      <LightTable withTableBorder verticalSpacing="xs" horizontalSpacing="sm" data-testid="dates" miw={420}>
        <caption className="visually-hidden">Dates</caption>
        <LightThead>
          <LightTr>
            <LightTh scope="col" w={160} style={{ position: 'sticky', left: 0 }}>
              Section
            </LightTh>
            <LightTh scope="col" data-next bg="grape.0" style={{ verticalAlign: 'top' }}>
              Early
            </LightTh>
          </LightTr>
        </LightThead>
        <LightTbody>
          <LightTr>
            <LightTh scope="row" fw={400}>
              Fiction
            </LightTh>
            <LightTd bg="grape.0" c="dimmed" fw={600}>
              €10
            </LightTd>
          </LightTr>
        </LightTbody>
      </LightTable>,
      <Table withTableBorder verticalSpacing="xs" horizontalSpacing="sm" data-testid="dates" miw={420}>
        <caption className="visually-hidden">Dates</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={160} style={{ position: 'sticky', left: 0 }}>
              Section
            </Table.Th>
            <Table.Th scope="col" data-next bg="grape.0" style={{ verticalAlign: 'top' }}>
              Early
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              Fiction
            </Table.Th>
            <Table.Td bg="grape.0" c="dimmed" fw={600}>
              €10
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    same(
      <LightTable withRowBorders={false} verticalSpacing={4} layout="fixed">
        <LightTbody>
          <LightTr>
            <LightTh scope="row" w="40%" fw={600}>
              Length
            </LightTh>
            <LightTd>12 min</LightTd>
          </LightTr>
        </LightTbody>
      </LightTable>,
      <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w="40%" fw={600}>
              Length
            </Table.Th>
            <Table.Td>12 min</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    same(
      <LightTable withRowBorders layout="fixed" aria-label="Credits">
        <LightTbody>
          <LightTr>
            <LightTh scope="row" w="40%">
              Director
            </LightTh>
            <LightTd>Ana</LightTd>
          </LightTr>
        </LightTbody>
      </LightTable>,
      <Table withRowBorders layout="fixed" aria-label="Credits">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w="40%">
              Director
            </Table.Th>
            <Table.Td>Ana</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
  });

  it("List, unordered and ordered, as the festival page's section cards draw it", () => {
    same(
      <LightList size="sm" spacing={4} data-testid="criteria">
        <LightListItem>Fiction</LightListItem>
        <LightListItem>
          <span>Under 20 minutes</span>
        </LightListItem>
      </LightList>,
      <List size="sm" spacing={4} data-testid="criteria">
        <List.Item>Fiction</List.Item>
        <List.Item>
          <span>Under 20 minutes</span>
        </List.Item>
      </List>,
    );
    same(
      <LightList type="ordered" size="sm" spacing="xs">
        <LightListItem>Why?</LightListItem>
      </LightList>,
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>Why?</List.Item>
      </List>,
    );
  });

  it('fails when the markup differs', () => {
    expect(canonicalMarkup(<LightCheckbox label="A" checked onChange={noop} />, THEME)).not.toBe(
      canonicalMarkup(<Checkbox label="A" checked={false} onChange={noop} />, THEME),
    );
  });
});

function inMantine(node: React.ReactNode) {
  return render(<MantineProvider theme={THEME}>{node}</MantineProvider>);
}

describe('light controls behave as the browser controls they are', () => {
  it('a text input is named by its label, described by its description, and reports typing', () => {
    const typed = vi.fn();
    inMantine(
      <LightTextInput
        label="Length"
        description="Minutes"
        value=""
        onChange={(e) => typed(e.currentTarget.value)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Length' });
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Minutes').id);
    fireEvent.change(input, { target: { value: '12' } });
    expect(typed).toHaveBeenCalledWith('12');
  });

  it('a select is named by its label and reports a choice', () => {
    const chosen = vi.fn();
    const data = [
      { value: '', label: 'Any' },
      { value: 'open', label: 'Open' },
    ];
    inMantine(
      <LightSelectField
        label="Status"
        value=""
        data={data}
        onChange={(e) => chosen(e.currentTarget.value)}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'open' } });
    expect(chosen).toHaveBeenCalledWith('open');
  });

  it('a checkbox is named by its label, described, and toggles', () => {
    const toggled = vi.fn();
    inMantine(
      <LightCheckbox
        label="Labels"
        description="Hint"
        checked={false}
        onChange={(e) => toggled(e.currentTarget.checked)}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Labels' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Hint').id);
    fireEvent.click(screen.getByText('Labels'));
    expect(toggled).toHaveBeenCalledWith(true);
  });

  it('pagination goes to a page, to the next and previous ones, and cannot go before the first', () => {
    const went = vi.fn();
    const { rerender } = inMantine(
      <LightPagination
        total={10}
        value={1}
        onChange={went}
        getControlProps={(control) => ({ 'aria-label': control })}
      />,
    );
    expect((screen.getByRole('button', { name: 'previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '10' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(went.mock.calls).toEqual([[10], [2]]);
    rerender(
      <MantineProvider theme={THEME}>
        <LightPagination
          total={10}
          value={10}
          onChange={went}
          getControlProps={(control) => ({ 'aria-label': control })}
        />
      </MantineProvider>,
    );
    expect((screen.getByRole('button', { name: 'next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'previous' }));
    expect(went).toHaveBeenLastCalledWith(9);
  });

  it('a press in the pills box focuses its field; removing a pill neither focuses it nor loads anything', () => {
    const focused = vi.fn();
    const removed = vi.fn();
    inMantine(
      <LightPillsInput
        label="Genres"
        pills={[{ key: '1', label: 'Drama', onRemove: removed }]}
        onFocus={focused}
        rightSection={null}
        rightSectionPointerEvents="none"
      />,
    );
    const remove = screen.getByText('Drama').nextElementSibling as HTMLElement;
    fireEvent.mouseDown(remove);
    fireEvent.click(remove);
    expect(removed).toHaveBeenCalledTimes(1);
    expect(focused).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('Drama'));
    expect(focused).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Genres' }));
  });
});
