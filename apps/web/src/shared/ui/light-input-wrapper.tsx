import type { CSSProperties, ReactNode } from 'react';
// In the shell already (the language switcher's): the page's chunk need not carry it again.
import { CHEVRON } from './light-native-select.tsx';

/**
 * The parts Mantine's inputs (TextInput, NativeSelect, PillsInput, size `sm`, default variant)
 * render around their field, as plain elements with Mantine's classes and CSS variables: its
 * stylesheet, loaded on every page, draws them. The directory's filters use them instead of
 * Mantine's Input components, which brought about 7 KB of brotli to its first load (issue 11,
 * bench/log/2026-11-to-12.md). `light-inputs.test.tsx` renders each light control beside Mantine's and fails
 * on any difference in the markup, as a Mantine upgrade that changes it would cause.
 */
export type InputSelector = 'TextInput' | 'NativeSelect' | 'PillsInput';

type WrapperProps = {
  selector: InputSelector;
  /** The field's id: the label's `for`, the description's id prefix. */
  id: string;
  label: string;
  description?: string;
  /** The root's own style (Mantine's `style` prop). */
  style?: CSSProperties;
  children: ReactNode;
};

/** Mantine's InputWrapper: the root, its label and description, then the field's wrapper. */
export function LightInputWrapper({ selector, id, label, description, style, children }: WrapperProps) {
  return (
    <div
      style={style}
      className={`m_46b77525 mantine-InputWrapper-root mantine-${selector}-root`}
      data-size="sm"
    >
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${selector}-label`}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      {description !== undefined && (
        <p
          style={
            {
              '--input-description-size':
                'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
            } as CSSProperties
          }
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${selector}-description`}
          data-size="sm"
          id={descriptionId(id)}
        >
          {description}
        </p>
      )}
      {children}
    </div>
  );
}

export const descriptionId = (id: string) => `${id}-description`;

type FieldWrapperProps = {
  selector: InputSelector;
  /** Below a description, the field keeps Mantine's offset from it. */
  withDescription?: boolean;
  /** PillsInput's field grows with its pills. */
  multiline?: boolean;
  /** Whether the right section takes clicks (`all`) or lets them through to the field. */
  rightSectionPointerEvents?: 'all' | 'none';
  /** NativeSelect shows a pointer cursor. */
  pointer?: boolean;
  rightSection?: ReactNode;
  children: ReactNode;
};

/** Mantine's Input wrapper: the field, then its right section. */
export function LightFieldWrapper(props: FieldWrapperProps) {
  const { selector, withDescription, multiline, rightSectionPointerEvents, pointer, rightSection } = props;
  const style = {
    '--input-margin-top': withDescription ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    '--input-padding-y': multiline ? 'var(--input-padding-y-sm)' : undefined,
    '--input-right-section-pointer-events': rightSectionPointerEvents,
  } as CSSProperties;
  return (
    <div
      style={style}
      className={`m_6c018570 mantine-Input-wrapper mantine-${selector}-wrapper`}
      data-variant="default"
      data-size="sm"
      data-pointer={pointer || undefined}
      data-multiline={multiline || undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      {props.children}
      {rightSection && (
        <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${selector}-section`}>
          {rightSection}
        </div>
      )}
    </div>
  );
}

/** The field's own classes (Mantine's Input `input` selector). */
export const inputClassName = (selector: InputSelector) =>
  `m_8fb7ebe7 mantine-Input-input mantine-${selector}-input`;

/** Mantine's ComboboxChevron: `sized` as NativeSelect draws it (size sm), unsized as Select does. */
export function LightChevron({ sized }: { sized?: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decoration inside a labelled field, drawn as Mantine draws it (same markup).
    <svg
      style={
        sized
          ? ({ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties)
          : undefined
      }
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size={sized ? 'sm' : undefined}
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}
