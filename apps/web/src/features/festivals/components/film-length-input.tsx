import { FILM_MINUTES_MAX } from '@shortlist/domain/festivals/film-length';
import { type KeyboardEvent, useState } from 'react';
import { LightTextInput } from '../../../shared/ui/light-text-input.tsx';

type Props = {
  label: string;
  description: string;
  placeholder: string;
  /** Whole minutes, 1 to FILM_MINUTES_MAX, or null for any length. */
  value: number | null;
  onChange: (minutes: number | null) => void;
};

/** The minutes the text stands for, or null when it filters nothing (empty, 0, out of range). */
function minutesOf(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= FILM_MINUTES_MAX ? minutes : null;
}

/**
 * The directory's film-length field: a plain numeric text field rather than Mantine's
 * NumberInput, which brings react-number-format (about 5 KB of brotli) to the directory's first
 * load (and Mantine's Input, shared/ui/light-text-input.tsx). It keeps what NumberInput did here: digits only (no sign, no decimals), nothing above
 * FILM_MINUTES_MAX can be typed, the arrow keys step by one minute within 1..max, and an empty or
 * out-of-range value filters nothing rather than sending a value the API refuses.
 */
export function FilmLengthInput({ label, description, placeholder, value, onChange }: Props) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // The filter can change from elsewhere (clear, back button): show it unless the text says the same.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (minutesOf(text) !== value) setText(value === null ? '' : String(value));
  }

  const change = (next: string) => {
    setText(next);
    const minutes = minutesOf(next);
    setShown(minutes);
    if (minutes !== value) onChange(minutes);
  };

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = minutesOf(text);
    const next =
      current === null
        ? 1
        : Math.min(FILM_MINUTES_MAX, Math.max(1, current + (event.key === 'ArrowUp' ? 1 : -1)));
    change(String(next));
  };

  return (
    <LightTextInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={text}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={String(FILM_MINUTES_MAX).length}
      onKeyDown={step}
      onChange={(event) => {
        const next = event.currentTarget.value;
        // Refused like NumberInput refused it: anything but digits, or more than the maximum.
        if (!/^\d*$/.test(next) || (next !== '' && Number(next) > FILM_MINUTES_MAX)) return;
        change(next);
      }}
    />
  );
}
