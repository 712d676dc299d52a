import { type ChangeEvent, useId } from 'react';

/** Mantine's ComboboxChevron icon, as its NativeSelect draws it (the directory's light inputs reuse it). */
export const CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** What a select shows and reports: its value, its options, the choice. */
export type SelectChoice = {
  value: string;
  data: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

type SelectProps = SelectChoice & { id: string; 'aria-label'?: string };

/**
 * The `<select>` of Mantine's NativeSelect with its options, whatever its size: the language
 * switcher's and the directory's labelled selects (light-select-field.tsx).
 */
export function LightSelect({ data, ...select }: SelectProps) {
  return (
    <select
      className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
      data-variant="default"
      {...select}
    >
      {data.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type Props = SelectChoice & { 'aria-label': string };

/**
 * Mantine's `<NativeSelect size="xs" w={120}>` without its JavaScript: the same elements, classes
 * and CSS variables (Mantine's stylesheet, loaded on every page, draws it), so it looks the same.
 * The header's and footer's language switcher is on every public page, and Mantine's NativeSelect
 * brought its Input, InputBase and ComboboxChevron modules there, about 4.5 KB of brotli (issue 11,
 * bench/log/2026-11-to-12.md). `light-native-select.test.tsx` renders both and fails when they differ, as
 * they would after a Mantine upgrade that changes the markup.
 */
export function LightNativeSelect({ 'aria-label': ariaLabel, value, data, onChange }: Props) {
  const id = useId();
  return (
    <div
      style={{ width: 'calc(7.5rem * var(--mantine-scale))' }}
      className="m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root"
      data-size="xs"
    >
      <div
        style={
          {
            '--input-height': 'var(--input-height-xs)',
            '--input-fz': 'var(--mantine-font-size-xs)',
            '--input-right-section-pointer-events': 'none',
          } as React.CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size="xs"
        data-pointer="true"
        data-with-right-section="true"
      >
        <LightSelect aria-label={ariaLabel} id={id} value={value} data={data} onChange={onChange} />
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          <svg
            style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-xs)' } as React.CSSProperties}
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size="xs"
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden
          >
            <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </div>
  );
}
