import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** A new account's dashboard (no film yet): what comes first, and the action that starts it. */
export function Welcome() {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="dashboard-welcome"
      bg="gray.0"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} id="dashboard-welcome">
          {t('welcome.title')}
        </Title>
        <Text>{t('welcome.text')}</Text>
        <Group gap="sm">
          <Button component={LocalizedLink} route="filmEdit" params={{ id: '0', tab: 'creation' }}>
            {t('welcome.createFilm')}
          </Button>
          <Button component={LocalizedLink} route="festivals" variant="default">
            {t('welcome.findFestival')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
