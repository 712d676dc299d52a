import { Box, Group, List, Progress, Text, ThemeIcon } from '@mantine/core';
import {
  PASSWORD_CRITERIA,
  passwordChecks,
  passwordStrength,
  type StrengthColour,
} from '@shortlist/domain/accounts/password-rules';
import { useId } from 'react';
import { useTranslation } from '../i18n/translation.tsx';

const WORD: Record<StrengthColour, 'weak' | 'medium' | 'strong'> = {
  red: 'weak',
  yellow: 'medium',
  green: 'strong',
};

/** The live strength meter under a new-password field (spec §5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const labelId = useId();
  const criteria = passwordChecks(password);
  const { percent, colour } = passwordStrength(password);
  const word = WORD[colour];
  return (
    <Box data-testid="password-strength" data-colour={colour} data-value={percent}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" id={labelId}>
          {t('strength.label')}
        </Text>
        <Text size="xs" fw={600} aria-live="polite">
          {t(`strength.${word}`)}
        </Text>
      </Group>
      <Progress.Root size="sm">
        <Progress.Section
          value={percent}
          color={colour}
          aria-labelledby={labelId}
          aria-valuetext={`${percent} %, ${t(`strength.${word}`)}`}
        />
      </Progress.Root>
      <List size="xs" mt={6} spacing={2} listStyleType="none">
        {PASSWORD_CRITERIA.map((criterion) => (
          <List.Item
            key={criterion}
            icon={
              <ThemeIcon size={14} radius="xl" color={criteria[criterion] ? 'green' : 'gray'} aria-hidden>
                <span style={{ fontSize: 9 }}>{criteria[criterion] ? '✓' : '•'}</span>
              </ThemeIcon>
            }
          >
            <Text size="xs" c={criteria[criterion] ? undefined : 'dimmed'}>
              {t(`strength.criteria.${criterion}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
