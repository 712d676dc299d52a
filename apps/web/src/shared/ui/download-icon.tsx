import { OutlineIcon as Outline } from './outline-icon.tsx';

/** A download: an arrow down onto a line. */
export function DownloadIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Outline>
  );
}
