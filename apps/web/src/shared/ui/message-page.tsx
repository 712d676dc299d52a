import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageContainer } from './page-container.tsx';

/**
 * A page that says one thing: 404, maintenance, errors, pages still to come. `takeFocus`: the
 * message replaces a form the user just sent, whose button is gone with it, so the heading takes
 * the focus (a screen reader reads it; the keyboard goes on from there, not from the page's top).
 */
export function MessagePage({
  title,
  children,
  takeFocus = false,
}: {
  title: string;
  children?: ReactNode;
  takeFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <PageContainer narrow py={64}>
      <Stack gap="md">
        <Title order={1} ref={heading} tabIndex={takeFocus ? -1 : undefined}>
          {title}
        </Title>
        {typeof children === 'string' ? <Text size="lg">{children}</Text> : children}
      </Stack>
    </PageContainer>
  );
}
