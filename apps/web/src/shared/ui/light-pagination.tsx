import type { ButtonHTMLAttributes, CSSProperties } from 'react';

type Control = 'previous' | 'next';
type ButtonProps = Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'aria-current'>;

type Props = {
  /** Number of pages (at least 1). */
  total: number;
  /** The current page, 1-based. */
  value: number;
  /** Called with the page chosen, within 1..total (also when it is the current one, as Mantine does). */
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  getItemProps?: (page: number) => ButtonProps;
  getControlProps?: (control: Control) => ButtonProps;
};

/**
 * The pages to show, as Mantine's `usePagination` lists them (one page at each end, `siblings`
 * around the current one, `dots` for the gaps).
 */
export function paginationRange(total: number, active: number, siblings = 1): (number | 'dots')[] {
  const boundaries = 1;
  const span = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, i) => start + i);
  if (siblings * 2 + 3 + boundaries * 2 >= total) return span(1, total);
  const left = Math.max(active - siblings, boundaries);
  const right = Math.min(active + siblings, total - boundaries);
  const leftDots = left > boundaries + 2;
  const rightDots = right < total - (boundaries + 1);
  if (!leftDots && rightDots) return [...span(1, siblings * 2 + boundaries + 2), 'dots', total];
  if (leftDots && !rightDots) return [1, 'dots', ...span(total - (boundaries + 1 + 2 * siblings), total)];
  return [1, 'dots', ...span(left, right), 'dots', total];
}

const ICON_STYLE = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};
const ICONS = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
};

function Icon({ path, rtl }: { path: string; rtl?: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: inside a button named by its aria-label, drawn as Mantine draws it (same markup).
    <svg
      viewBox="0 0 16 16"
      xmlns="http://www.w3.org/2000/svg"
      style={ICON_STYLE}
      className={rtl ? 'mantine-rotate-rtl' : undefined}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const CONTROL = 'm_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root';

const GROUP_STYLE = {
  '--group-gap': 'calc(0.5rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
} as CSSProperties;

/**
 * Mantine's `Pagination` (previous and next controls, default size) as plain buttons with its
 * classes: its stylesheet draws them, so it looks the same without the component's JavaScript
 * (about 2.7 KB of brotli on the directory's first load, issue 11). `light-inputs.test.tsx`
 * fails on any difference in the markup for a range of totals and pages.
 */
export function LightPagination({
  total,
  value,
  onChange,
  siblings = 1,
  getItemProps,
  getControlProps,
}: Props) {
  if (total <= 0) return null;
  const go = (page: number) => onChange(Math.min(total, Math.max(1, page)));
  const edge = (control: Control) => {
    const disabled = control === 'previous' ? value === 1 : value === total;
    return (
      <button
        className={
          disabled ? `mantine-focus-auto ${CONTROL}` : `mantine-focus-auto mantine-active ${CONTROL}`
        }
        data-disabled={disabled || undefined}
        type="button"
        disabled={disabled}
        onClick={() => go(control === 'previous' ? value - 1 : value + 1)}
        {...getControlProps?.(control)}
      >
        <Icon path={ICONS[control]} rtl />
      </button>
    );
  };
  return (
    <div className="m_4addd315 mantine-Pagination-root">
      <div style={GROUP_STYLE} className="m_4081bf90 mantine-Group-root">
        {edge('previous')}
        {paginationRange(total, value, siblings).map((page, index) =>
          page === 'dots' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: as Mantine keys them: a position, not a page.
            <div key={index} className="m_4ad7767d mantine-Pagination-dots">
              <Icon path={ICONS.dots} />
            </div>
          ) : (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: as Mantine keys them, so a page change updates the buttons in place.
              key={index}
              className={`mantine-focus-auto mantine-active ${CONTROL}`}
              data-active={page === value || undefined}
              data-with-padding="true"
              type="button"
              aria-current={page === value ? 'page' : undefined}
              onClick={() => go(page)}
              {...getItemProps?.(page)}
            >
              {page}
            </button>
          ),
        )}
        {edge('next')}
      </div>
    </div>
  );
}
