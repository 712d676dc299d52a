import { Text } from '@mantine/core';
import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import type { VideoRetentionAnswer } from '@shortlist/domain/media/video-contracts';
import { useLanguage } from '../i18n/current-route.ts';
import { type TFunction, useTranslation } from '../i18n/translation.tsx';

/*
 * Until when and why a stored video is kept (issue 32; docs/decisions.md "Screener retention"),
 * in a sentence: "Kept until 12 July 2027: your entry at Clermont awaits its answer (results 12
 * June)." The media tab says it of the film's files; the basket says it beside an entry, of the
 * screener once that entry is sent. Both features show it, so it lives here.
 */

const longDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LANGUAGES[language].locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The reason's words (without the date). */
function reasonText(t: TFunction, reason: VideoRetentionAnswer['reason'], language: Language): string {
  switch (reason.kind) {
    case 'upload':
      return t('retention.reasons.upload');
    case 'superStamp':
      return t('retention.reasons.superStamp');
    case 'warning':
      return t('retention.reasons.warning', { warned: longDay(reason.warnedAt, language) });
    case 'entry': {
      const values = {
        festival: reason.festival,
        ...(reason.resultAt ? { result: longDay(reason.resultAt, language) } : {}),
        ...(reason.closingAt ? { closing: longDay(reason.closingAt, language) } : {}),
      };
      const dated = reason.resultAt ? 'Result' : 'Closing';
      return t(`retention.reasons.${reason.awaiting ? 'awaiting' : 'answered'}${dated}`, values);
    }
  }
}

/** The sentence for `retention`: of "the video" (media tab) or of "the screener" once sent (basket). */
export function videoRetentionText(options: {
  t: TFunction;
  retention: VideoRetentionAnswer;
  language: Language;
  of: 'video' | 'screener';
}): string {
  const { t, retention, language, of } = options;
  const { reason } = retention;
  if (retention.until === null) {
    const festival = reason.kind === 'entry' ? reason.festival : '';
    return t(of === 'video' ? 'retention.whileAwaiting' : 'retention.screenerWhileAwaiting', { festival });
  }
  const kept = t(of === 'video' ? 'retention.kept' : 'retention.screenerKept', {
    date: longDay(retention.until, language),
  });
  const sentence = t('retention.sentence', { kept, reason: reasonText(t, reason, language) });
  // Held by an entry the reason does not name (a later SuperStamp year, say): say it is safe.
  const heldUnsaid = retention.held && !(reason.kind === 'entry' && reason.awaiting);
  return heldUnsaid && of === 'video' ? `${sentence} ${t('retention.held')}` : sentence;
}

/** The sentence as a line of small text. */
export function VideoRetentionNote({
  retention,
  of,
}: {
  retention: VideoRetentionAnswer;
  of: 'video' | 'screener';
}) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  return (
    <Text size="sm" data-testid="video-retention">
      {videoRetentionText({ t, retention, language, of })}
    </Text>
  );
}
