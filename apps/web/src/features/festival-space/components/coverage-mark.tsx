import { Group, Text } from '@mantine/core';
import type { Coverage } from '@shortlist/domain/festival-space/viewing-rules';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { FullIcon, NotOpenedIcon, PartlyIcon } from './icons.tsx';

const COLOURS: Record<Coverage, string> = {
  notOpened: 'var(--mantine-color-gray-7)',
  partly: 'var(--mantine-color-yellow-9)',
  full: 'var(--mantine-color-green-9)',
};

/** The icon of a coverage, in its colour; meaningless alone (the words go beside it). */
export function CoverageIcon({ coverage, size = 18 }: { coverage: Coverage; size?: number }) {
  const Icon = coverage === 'full' ? FullIcon : coverage === 'partly' ? PartlyIcon : NotOpenedIcon;
  return (
    <span style={{ color: COLOURS[coverage], display: 'inline-flex' }} data-coverage={coverage}>
      <Icon size={size} />
    </span>
  );
}

/**
 * An entry's coverage in the inbox: its icon and how many members opened it, with the whole
 * sentence for screen readers ("Watched in full by 2 members").
 */
export function CoverageMark(props: { coverage: Coverage; opened: number; watchedToEnd: number }) {
  const { t } = useTranslation('festivalSpace');
  const count = props.coverage === 'full' ? props.watchedToEnd : props.opened;
  const sentence = t(`coverage.sentence.${props.coverage}`, { count });
  return (
    <Group gap={4} wrap="nowrap" title={sentence}>
      <CoverageIcon coverage={props.coverage} />
      {props.coverage !== 'notOpened' && (
        <Text span size="sm" aria-hidden="true">
          {count}
        </Text>
      )}
      <span className="visually-hidden">{sentence}</span>
    </Group>
  );
}
