import { CloseButton, type ComboboxData } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LightChevron } from './light-input-wrapper.tsx';
import { LightPillsInput } from './light-pills-input.tsx';
import { LightTextInput } from './light-text-input.tsx';

// Select and MultiSelect bring the combobox, its dropdown's scroll area and floating-ui (about
// 35 KB of brotli on the festival directory, issue 11): they load when the visitor first
// focuses one. Until then a look-alike with the same label, value and clear button stands in,
// server-rendered and hydrated like the rest of the page. The look-alikes are Mantine's markup
// without its Input components (light-text-input.tsx, light-pills-input.tsx), which the directory
// would otherwise load for them alone.
const Select = lazy(() => import('./select-module.ts').then((module) => ({ default: module.Select })));
const MultiSelect = lazy(() =>
  import('./select-module.ts').then((module) => ({ default: module.MultiSelect })),
);

export interface SelectOption {
  value: string;
  label: string;
}
export type SelectData =
  | readonly SelectOption[]
  | readonly { group: string; items: readonly SelectOption[] }[];

interface CommonProps {
  label: string;
  placeholder?: string;
  data: SelectData;
  /** The clear button's accessible name. */
  clearLabel: string;
}

function flatOptions(data: SelectData): SelectOption[] {
  return data.flatMap((entry) => ('group' in entry ? entry.items : [entry]));
}

const COMBOBOX_PROPS = { shadow: 'md' } as const;

/** Whether the real input is wanted yet (once focused, it stays). */
function useDeferred() {
  const [wanted, setWanted] = useState(false);
  return { wanted, want: () => setWanted(true) };
}

function chevronOrClear(showClear: boolean, clearLabel: string, onClear: () => void): ReactNode {
  return showClear ? (
    <CloseButton size="sm" variant="transparent" aria-label={clearLabel} onClick={onClear} />
  ) : (
    <LightChevron />
  );
}

/** A searchable, clearable Select whose combobox loads on first focus. */
export function DeferredSelect(
  props: CommonProps & {
    value: string | null;
    onChange: (value: string | null) => void;
    nothingFoundMessage?: string;
  },
) {
  const { wanted, want } = useDeferred();
  const { label, placeholder, data, clearLabel, value, onChange } = props;
  const selected = flatOptions(data).find((option) => option.value === value);
  const lookalike = (
    <LightTextInput
      label={label}
      placeholder={placeholder}
      value={selected?.label ?? ''}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      onFocus={want}
      rightSection={chevronOrClear(Boolean(selected), clearLabel, () => onChange(null))}
      rightSectionPointerEvents={selected ? 'all' : 'none'}
    />
  );
  if (!wanted) return lookalike;
  return (
    <Suspense fallback={lookalike}>
      <Select
        label={label}
        placeholder={placeholder}
        data={data as ComboboxData}
        value={value}
        onChange={(next) => onChange(next === null ? null : String(next))}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        nothingFoundMessage={props.nothingFoundMessage}
        comboboxProps={COMBOBOX_PROPS}
        // Where the look-alike was focused: the real one takes the focus (and opens, as it does on focus).
        autoFocus
      />
    </Suspense>
  );
}

/** A searchable, clearable MultiSelect whose combobox loads on first focus. */
export function DeferredMultiSelect(
  props: CommonProps & { value: string[]; onChange: (value: string[]) => void },
) {
  const { wanted, want } = useDeferred();
  const { label, placeholder, data, clearLabel, value, onChange } = props;
  const selected = flatOptions(data).filter((option) => value.includes(option.value));
  const lookalike = (
    <LightPillsInput
      label={label}
      placeholder={placeholder}
      pills={selected.map((option) => ({
        key: option.value,
        label: option.label,
        onRemove: () => onChange(value.filter((item) => item !== option.value)),
      }))}
      rightSection={chevronOrClear(selected.length > 0, clearLabel, () => onChange([]))}
      rightSectionPointerEvents={selected.length > 0 ? 'all' : 'none'}
      onFocus={want}
    />
  );
  if (!wanted) return lookalike;
  return (
    <Suspense fallback={lookalike}>
      <MultiSelect
        label={label}
        placeholder={placeholder}
        data={data as ComboboxData}
        value={value}
        onChange={(next) => onChange(next.map(String))}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        comboboxProps={COMBOBOX_PROPS}
        autoFocus
      />
    </Suspense>
  );
}
