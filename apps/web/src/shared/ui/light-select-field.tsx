import { type ChangeEvent, type CSSProperties, useId } from 'react';
import {
  inputClassName,
  LightChevron,
  LightFieldWrapper,
  LightInputWrapper,
} from './light-input-wrapper.tsx';

type Props = {
  label: string;
  value: string;
  data: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The root's style, as Mantine's `style` prop. */
  style?: CSSProperties;
};

/**
 * Mantine's labelled `NativeSelect` (size sm) as plain elements with its classes
 * (light-input-wrapper.tsx says why): the browser's own `<select>`, keyboard and all.
 */
export function LightSelectField({ label, value, data, onChange, style }: Props) {
  const id = useId();
  return (
    <LightInputWrapper selector="NativeSelect" id={id} label={label} style={style}>
      <LightFieldWrapper
        selector="NativeSelect"
        pointer
        rightSectionPointerEvents="none"
        rightSection={<LightChevron sized />}
      >
        <select
          className={inputClassName('NativeSelect')}
          data-variant="default"
          id={id}
          value={value}
          onChange={onChange}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </LightFieldWrapper>
    </LightInputWrapper>
  );
}
