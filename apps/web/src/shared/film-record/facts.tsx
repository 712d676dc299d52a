import './facts.css';
import type { ReactNode } from 'react';

/** One term and its value; nothing when the value is empty. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Facts a programmer scans, as a definition list (DESIGN.md): term beside value. */
export function Facts({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <dl className="record-facts" aria-label={label}>
      {children}
    </dl>
  );
}
