import type { ReactNode } from 'react';

/**
 * A wide table's box, which scrolls sideways on a phone while the page never does. It takes the
 * keyboard focus so the arrow keys can scroll it even when nothing inside is focusable (WCAG
 * 2.1.1; axe `scrollable-region-focusable`), and is a named region for screen readers.
 */
export function ScrollRegion(props: {
  labelledBy?: string;
  label?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <section
      className="workspace-scroll"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (see above)
      tabIndex={0}
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      data-testid={props['data-testid']}
    >
      {props.children}
    </section>
  );
}
