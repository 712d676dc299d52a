import { OutlineIcon as Outline } from '../../../shared/ui/outline-icon.tsx';

export function HeartIcon({ size, filled = false }: { size?: number; filled?: boolean }) {
  return (
    <Outline size={size} fill={filled ? 'currentColor' : 'none'}>
      <path d="M19.5 12.6 12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6z" />
    </Outline>
  );
}

export function LockIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Outline>
  );
}

export function FilterIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <path d="M4 5h16l-6 8v6l-4-2v-4z" />
    </Outline>
  );
}

export function ClockIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Outline>
  );
}

export function MapPinIcon({ size }: { size?: number }) {
  return (
    <Outline size={size}>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </Outline>
  );
}
