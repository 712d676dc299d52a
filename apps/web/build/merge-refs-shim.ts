/**
 * floating-ui's `useMergeRefs(refs)` (one callback ref setting every ref of the list) for
 * Mantine's ScrollArea, built on Mantine's `useMergedRef(...refs)`, which does the same
 * (scroll-area-merge-refs.ts says why).
 */
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef(...refs);
}
