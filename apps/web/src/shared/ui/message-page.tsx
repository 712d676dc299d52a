import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container.tsx';

/** A page that says one thing: 404, maintenance, errors, pages still to come. */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageContainer narrow py={64}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {typeof children === 'string' ? <Text size="lg">{children}</Text> : children}
      </Stack>
    </PageContainer>
  );
}
