import type { SVGProps } from 'react';

/**
 * The app's one icon style (24 px grid, 2 px stroke, round joins): each feature draws its few
 * shapes in it rather than adding an icon package. Decorative: the text or aria-label beside each
 * icon says the meaning.
 */
export function OutlineIcon(props: SVGProps<SVGSVGElement> & { size?: number }) {
  const { size = 18, children, ...rest } = props;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
