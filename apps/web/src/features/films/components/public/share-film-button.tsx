import { Button } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { OutlineIcon } from '../../../../shared/ui/outline-icon.tsx';

type Outcome = 'copied' | 'failed' | null;

/**
 * Share the film page (issue 32): the system's share sheet where the browser has one, else the
 * page's address copied to the clipboard; the outcome is said in a live region, so a screen
 * reader hears it too.
 */
export function ShareFilmButton({ title, light }: { title: string; light: boolean }) {
  const { t } = useTranslation('films');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { pathname } = useLocation();

  async function share() {
    const url = `${window.location.origin}${pathname}`;
    setOutcome(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className="film-share">
      <Button
        variant={light ? 'white' : 'default'}
        size="sm"
        onClick={share}
        leftSection={
          <OutlineIcon size={16}>
            <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
          </OutlineIcon>
        }
      >
        {t('public.share')}
      </Button>
      <p role="status" style={light ? { color: '#fff' } : undefined}>
        {outcome && t(outcome === 'copied' ? 'public.linkCopied' : 'public.copyFailed')}
      </p>
    </div>
  );
}
