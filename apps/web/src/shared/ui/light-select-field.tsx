import { type CSSProperties, useId } from 'react';
import { LightChevron, LightFieldWrapper, LightInputWrapper } from './light-input-wrapper.tsx';
import { LightSelect, type SelectChoice } from './light-native-select.tsx';

type Props = SelectChoice & {
  label: string;
  /** The root's style, as Mantine's `style` prop. */
  style?: CSSProperties;
};

/**
 * Mantine's labelled `NativeSelect` (size sm) as plain elements with its classes
 * (light-input-wrapper.tsx says why): the browser's own `<select>`, keyboard and all.
 */
export function LightSelectField({ label, style, ...choice }: Props) {
  const id = useId();
  return (
    <LightInputWrapper selector="NativeSelect" id={id} label={label} style={style}>
      <LightFieldWrapper
        selector="NativeSelect"
        pointer
        rightSectionPointerEvents="none"
        rightSection={<LightChevron sized />}
      >
        <LightSelect id={id} {...choice} />
      </LightFieldWrapper>
    </LightInputWrapper>
  );
}
