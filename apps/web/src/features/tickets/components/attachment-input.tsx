import { FileInput } from '@mantine/core';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** What the server takes (read from the bytes there): PDF, text documents, images. */
const ACCEPT =
  '.pdf,.doc,.docx,.odt,.rtf,.txt,image/jpeg,image/png,image/webp,image/avif,application/pdf,text/plain';

/** The optional attachment of a message, with the largest size the server takes. */
export function AttachmentInput({
  value,
  onChange,
  maxBytes,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  maxBytes: number;
}) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  return (
    <FileInput
      label={t('new.attachment')}
      description={t('new.attachmentHint', { size: formatFileSize(maxBytes, language) })}
      accept={ACCEPT}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('new.clearFile') }}
      data-testid="ticket-attachment"
    />
  );
}
