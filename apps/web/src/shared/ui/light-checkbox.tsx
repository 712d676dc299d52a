import { useMantineTheme } from '@mantine/core';
import { type ChangeEvent, type CSSProperties, useId } from 'react';

type Props = {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

const CHECK_PATH =
  'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/**
 * Mantine's `Checkbox` (label on the right, optional description, the theme's primary colour)
 * as plain elements with its classes: Mantine's stylesheet draws the box and its tick from the
 * input's state, so it looks and works the same without the component's JavaScript, its
 * InlineInput and its group and card variants (about 3 KB of brotli on the directory's first
 * load, issue 11). `light-inputs.test.tsx` fails on any difference in the markup.
 */
export function LightCheckbox({ label, description, checked, onChange }: Props) {
  const id = useId();
  const { primaryColor } = useMantineTheme();
  const describedBy = description === undefined ? undefined : `${id}-description`;
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': `var(--mantine-color-${primaryColor}-filled)`,
        } as CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-with-error-styles="true"
            id={id}
            aria-describedby={describedBy}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path d={CHECK_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={id}>
            {label}
          </label>
          {description !== undefined && (
            <p
              className="m_328f68c0 mantine-Checkbox-description m_fe47ce59 mantine-InputWrapper-description"
              id={describedBy}
            >
              {description}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
