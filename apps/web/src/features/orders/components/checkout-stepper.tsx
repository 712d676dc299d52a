import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

export type CheckoutStep = 'basket' | 'payment' | 'confirmation';
const STEPS: readonly CheckoutStep[] = ['basket', 'payment', 'confirmation'];

/**
 * The checkout's stepper (spec §2): basket -> payment -> confirmation. It only shows where the
 * user is, so it is a list with the current step marked, not buttons (moving on is each page's
 * own button: the payment step needs a basket that can be paid). It wraps on a 360 px phone.
 */
export function CheckoutStepper({ active }: { active: CheckoutStep }) {
  const { t } = useTranslation('orders');
  const current = STEPS.indexOf(active);
  return (
    <Box component="nav" aria-label={t('stepper.label')} mb="lg">
      <Group component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} wrap="wrap">
        {STEPS.map((step, index) => (
          <Group
            component="li"
            key={step}
            gap={6}
            wrap="nowrap"
            aria-current={index === current ? 'step' : undefined}
          >
            <ThemeIcon
              size="sm"
              radius="xl"
              variant={index <= current ? 'filled' : 'outline'}
              color={index <= current ? undefined : 'gray.7'}
              aria-hidden="true"
            >
              <Text size="xs" fw={700} c={index <= current ? 'white' : 'gray.8'} component="span">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Text size="sm" fw={index === current ? 700 : 400}>
              {t(`stepper.${step}`)}
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
