import { OutlineIcon as Outline } from '../../../shared/ui/outline-icon.tsx';

// Shared with the film record's preview (shared/film-record/film-documents.tsx).
export { DownloadIcon } from '../../../shared/ui/download-icon.tsx';

/** Never opened: a closed eye. */
export function NotOpenedIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <path d="M3 10c2.5 3 5.5 4.5 9 4.5s6.5-1.5 9-4.5" />
      <path d="m6 13.5-1.5 2.5M12 14.5V17M18 13.5l1.5 2.5" />
    </Outline>
  );
}

/** Partly watched: a half-filled circle. */
export function PartlyIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
    </Outline>
  );
}

/** Watched in full: a circle with a tick. */
export function FullIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <circle cx="12" cy="12" r="8" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </Outline>
  );
}

export function SortIcon({
  direction,
  size = 14,
}: {
  direction: 'ascending' | 'descending' | 'none';
  size?: number;
}) {
  return (
    <Outline size={size}>
      {direction === 'ascending' && <path d="m7 14 5-5 5 5" />}
      {direction === 'descending' && <path d="m7 10 5 5 5-5" />}
      {direction === 'none' && <path d="m8 9 4-4 4 4M8 15l4 4 4-4" />}
    </Outline>
  );
}
