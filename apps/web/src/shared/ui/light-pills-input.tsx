import { CloseButton } from '@mantine/core';
import { type CSSProperties, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { inputClassName, LightFieldWrapper, LightInputWrapper } from './light-input-wrapper.tsx';

type Pill = { key: string; label: string; onRemove: () => void };

type Props = {
  label: string;
  placeholder?: string;
  pills: readonly Pill[];
  rightSection: ReactNode;
  rightSectionPointerEvents: 'all' | 'none';
  /** The field is read-only: focusing it is what the look-alike answers. */
  onFocus: () => void;
};

const PILL_STYLE = {
  '--pill-fz': 'var(--pill-fz-sm)',
  '--pill-height': 'var(--pill-height-sm)',
} as CSSProperties;

/**
 * Mantine's `PillsInput` with its `Pill.Group`, removable `Pill`s and a read-only combobox field,
 * as plain elements with its classes (light-input-wrapper.tsx says why): the look-alike of a
 * MultiSelect until its combobox loads (deferred-select.tsx). As Mantine's, a press anywhere in
 * the box focuses the field, and a pill's remove button neither takes nor moves the focus.
 */
export function LightPillsInput({
  label,
  placeholder,
  pills,
  rightSection,
  rightSectionPointerEvents,
  onFocus,
}: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const focusField = (event: MouseEvent) => {
    event.preventDefault();
    field.current?.focus();
  };
  return (
    <LightInputWrapper selector="PillsInput" id={id} label={label}>
      <LightFieldWrapper
        selector="PillsInput"
        multiline
        rightSection={rightSection}
        rightSectionPointerEvents={rightSectionPointerEvents}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut to the field inside, which the keyboard reaches itself (as Mantine's PillsInput). */}
        <div
          className={inputClassName('PillsInput')}
          data-variant="default"
          data-no-overflow="true"
          onMouseDown={focusField}
          onClick={focusField}
        >
          <div
            style={{ '--pg-gap': 'var(--pg-gap-sm)' } as CSSProperties}
            className="m_1dcfd90b mantine-PillGroup-group"
            data-size="sm"
          >
            {pills.map((pill) => (
              <span
                key={pill.key}
                style={PILL_STYLE}
                className="m_44da308b m_7cda1cd6 mantine-Pill-root"
                data-variant="default"
                data-size="sm"
                data-with-remove="true"
              >
                <span className="m_1e0e6180 mantine-Pill-label">{pill.label}</span>
                <CloseButton
                  variant="transparent"
                  tabIndex={-1}
                  aria-hidden
                  className="m_ae386778 mantine-Pill-remove"
                  onMouseDown={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                  }}
                  onClick={(event) => {
                    event.stopPropagation();
                    pill.onRemove();
                  }}
                />
              </span>
            ))}
            <input
              ref={field}
              className="m_45c4369d mantine-PillsInputField-field"
              data-type="visible"
              placeholder={placeholder}
              readOnly
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={false}
              onFocus={onFocus}
              id={id}
              aria-invalid={false}
              type="text"
              // A press on the field itself focuses it as usual (the box's handler would prevent it).
              onMouseDown={(event) => event.stopPropagation()}
            />
          </div>
        </div>
      </LightFieldWrapper>
    </LightInputWrapper>
  );
}
