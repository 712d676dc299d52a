import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import {
  descriptionId,
  inputClassName,
  LightFieldWrapper,
  LightInputWrapper,
} from './light-input-wrapper.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'style' | 'className' | 'id'> & {
  label: string;
  description?: string;
  rightSection?: ReactNode;
  rightSectionPointerEvents?: 'all' | 'none';
};

/**
 * Mantine's `TextInput` (size sm, label, optional description and right section) as plain
 * elements with its classes (light-input-wrapper.tsx says why). Every other attribute goes to the
 * `<input>`, which behaves as the browser's own.
 */
export function LightTextInput({
  label,
  description,
  rightSection,
  rightSectionPointerEvents,
  ...input
}: Props) {
  const id = useId();
  return (
    <LightInputWrapper selector="TextInput" id={id} label={label} description={description}>
      <LightFieldWrapper
        selector="TextInput"
        withDescription={description !== undefined}
        rightSection={rightSection}
        rightSectionPointerEvents={rightSection ? rightSectionPointerEvents : undefined}
      >
        <input
          className={inputClassName('TextInput')}
          data-variant="default"
          {...input}
          aria-describedby={description !== undefined ? descriptionId(id) : undefined}
          id={id}
        />
      </LightFieldWrapper>
    </LightInputWrapper>
  );
}
