import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { FestivalCode } from '@shortlist/domain/festival-space/code-contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useDisableCode } from '../api/disable-code.ts';
import { useHandCode } from '../api/hand-code.ts';
import { type HandForm, splitAddresses, ZHandForm } from '../code-form.ts';

/** Email the code to chosen filmmakers, with an optional message. */
export function HandCodeDialog(props: {
  IdFestival: number;
  code: FestivalCode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const hand = useHandCode(props.IdFestival);
  const form = useForm<HandForm>({
    resolver: zodResolver(ZHandForm),
    defaultValues: { addresses: '', message: '' },
  });
  const close = () => {
    hand.reset();
    form.reset();
    props.onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (!props.code) return;
    const emails = splitAddresses(values.addresses);
    const message = values.message.trim();
    try {
      await hand.mutateAsync({
        IdCode: props.code.IdCode,
        input: { emails, ...(message ? { message } : {}) },
      });
      notify.success(t('festivalSpace:codes.handed', { count: emails.length, code: props.code.code }));
      close();
    } catch {
      // Shown in the dialog.
    }
  });
  return (
    <Modal
      opened={props.code !== null}
      onClose={close}
      title={t('festivalSpace:codes.handTitle', { code: props.code?.code ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('festivalSpace:codes.addresses')}
            description={t('festivalSpace:codes.addressesHint')}
            required
            autosize
            minRows={3}
            data-autofocus
            error={rule(form.formState.errors.addresses?.message)}
            {...form.register('addresses')}
          />
          <Textarea
            label={t('festivalSpace:codes.message')}
            rows={2}
            maxLength={1000}
            {...form.register('message')}
          />
          {hand.error && (
            <Alert color="red" role="alert">
              {errorMessage(hand.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('festivalSpace:codes.cancel')}
            </Button>
            <Button type="submit" loading={hand.isPending}>
              {t('festivalSpace:codes.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks before a code stops working: baskets holding it lose the discount; there is no undo. */
export function WithdrawCodeDialog(props: {
  IdFestival: number;
  code: FestivalCode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const notify = useNotify();
  const disable = useDisableCode(props.IdFestival);
  const name = props.code?.code ?? '';
  const close = () => {
    disable.reset();
    props.onClose();
  };
  const confirm = async () => {
    if (!props.code) return;
    try {
      await disable.mutateAsync(props.code.IdCode);
      notify.success(t('festivalSpace:codes.withdrawn', { code: name }));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={props.code !== null}
      onClose={close}
      title={t('festivalSpace:codes.withdrawTitle', { code: name })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{t('festivalSpace:codes.withdrawWarning', { code: name })}</Text>
        {disable.error && (
          <Alert color="red" role="alert">
            {errorMessage(disable.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('festivalSpace:codes.keep')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={disable.isPending}>
            {t('festivalSpace:codes.withdrawConfirm', { code: name })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
