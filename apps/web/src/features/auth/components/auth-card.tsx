import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card every public auth screen sits in: a heading, an optional intro, the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container size={460} py={48}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
