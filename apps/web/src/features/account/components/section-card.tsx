import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the profile: a titled card. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
