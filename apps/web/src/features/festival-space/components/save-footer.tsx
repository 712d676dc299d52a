import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * The end of a festival-space form that saves with one call (the decision note, a review, the
 * jury settings): the call's error, localised, above the save button, which spins while the call
 * runs. The form says "saved" itself (`useNotify`), as its own words.
 */
export function SaveFooter({ error, pending, label }: { error: unknown; pending: boolean; label: string }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error, t)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </Group>
    </>
  );
}
