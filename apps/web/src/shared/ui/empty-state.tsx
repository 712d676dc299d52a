import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An empty list: a sentence saying so and the action that fills it (DESIGN.md). */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" bg="gray.0">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
