import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useRef,
  useState,
} from 'react';

// The Tooltip brings floating-ui (about 14 KB of brotli): it loads with the first hover or
// focus of a control that has a hint, not with the page (issue 11, JavaScript per public page).
const Tooltip = lazy(() => import('./tooltip-module.ts').then((module) => ({ default: module.Tooltip })));

/** What the control with the hint spreads on itself. */
export interface HintTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * A hint shown above a control on hover and focus (and a tap, which focuses it), dismissed with
 * Escape. The tooltip is rendered beside the control and positioned on it (Mantine's `target`),
 * so the control is never remounted when the tooltip arrives, and keeps its focus.
 */
export function useHintTooltip(label: string): { triggerProps: HintTriggerProps; hint: ReactNode } {
  const ref = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // Once wanted, the tooltip stays mounted: later hovers open it at once.
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  const triggerProps: HintTriggerProps = {
    ref,
    onMouseEnter: show,
    onMouseLeave: hide,
    onFocus: show,
    onBlur: hide,
    onKeyDown: (event) => {
      if (event.key === 'Escape') hide();
    },
  };
  const hint = wanted ? (
    <Suspense fallback={null}>
      <Tooltip label={label} target={ref} opened={opened} withArrow />
    </Suspense>
  ) : null;
  return { triggerProps, hint };
}
