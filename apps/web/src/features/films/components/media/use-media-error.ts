import { formatFileSize } from '@shortlist/i18n/file-size';
import { ApiRequestError } from '../../../../shared/api/client.ts';
import { useLanguage } from '../../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useFilmError } from '../use-film-messages.ts';

/**
 * The §8 file messages: limit reached, "file exceeds maximum size ({size})" with the size in
 * force, type refused (for a photo over the pixel limits, the server's sentence in the page's
 * language, which states the rule and the photo's size); any other failure as the film forms say it.
 */
export function useMediaError(): (error: unknown, maxBytes: number) => string {
  const { t } = useTranslation(['films', 'errors']);
  const language = useLanguage();
  const filmError = useFilmError();
  return (error, maxBytes) => {
    if (error instanceof ApiRequestError && error.code === 'FILE_TOO_LARGE') {
      return t('errors:codes.FILE_TOO_LARGE', { size: formatFileSize(maxBytes, language) });
    }
    if (error instanceof ApiRequestError && error.status === 413) {
      return t('errors:codes.FILE_TOO_LARGE', { size: formatFileSize(maxBytes, language) });
    }
    const detail = error instanceof ApiRequestError && error.code === 'FILE_TYPE_REFUSED' && error.fields[0];
    if (detail) return detail.message;
    return filmError(error, t('films:media.uploadFailed'));
  };
}
