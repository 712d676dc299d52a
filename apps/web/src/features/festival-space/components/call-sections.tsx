import { ActionIcon, Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CallDetail, CallSectionItem } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/client.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useReorderSections } from '../api/reorder-sections.ts';
import { AddSectionForm } from './add-section-form.tsx';
import { RemoveSectionDialog } from './remove-section-dialog.tsx';

/** The call's sections in their order: moved up and down, opened, deleted when without entries. */
export function CallSections({ IdFestival, call }: { IdFestival: number; call: CallDetail }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const reorder = useReorderSections(IdFestival, call.IdCampagne);
  const [removing, setRemoving] = useState<CallSectionItem | null>(null);
  const ids = call.sections.map((s) => s.IdCampagneSection);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item as number);
    reorder.mutate(order);
  };
  return (
    <section aria-labelledby="sections-heading">
      <Title order={2} size="h3" id="sections-heading" mb="sm">
        {t('festivalSpace:callEditor.sections')}
      </Title>
      {reorder.error && (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(reorder.error, t)}
        </Alert>
      )}
      {call.sections.length === 0 ? (
        <EmptyState message={t('festivalSpace:callEditor.noSections')} />
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {call.sections.map((section, index) => (
            <li key={section.IdCampagneSection}>
              <SectionCard
                IdFestival={IdFestival}
                IdCampagne={call.IdCampagne}
                section={section}
                first={index === 0}
                last={index === call.sections.length - 1}
                busy={reorder.isPending}
                onMove={(by) => move(index, by)}
                onRemove={() => setRemoving(section)}
              />
            </li>
          ))}
        </Stack>
      )}
      <AddSectionForm IdFestival={IdFestival} IdCampagne={call.IdCampagne} />
      <RemoveSectionDialog
        IdFestival={IdFestival}
        IdCampagne={call.IdCampagne}
        section={removing}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

function SectionCard(props: {
  IdFestival: number;
  IdCampagne: number;
  section: CallSectionItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('festivalSpace');
  const path = useLocalizedPath();
  const { section } = props;
  const name = section.Libelle;
  const to = path('festivalSpaceSection', {
    id: String(props.IdFestival),
    call: String(props.IdCampagne),
    section: String(section.IdCampagneSection),
  });
  return (
    <Card withBorder padding="sm" data-testid="section-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          <Group gap={6}>
            <Badge variant="light" color={section.IsPayant ? 'grape' : 'green'}>
              {t(section.IsPayant ? 'callEditor.paidBadge' : 'callEditor.freeBadge')}
            </Badge>
            {!section.IsPublic && (
              <Badge variant="light" color="orange">
                {t('callEditor.protectedBadge')}
              </Badge>
            )}
            {!section.IsInscription && (
              <Badge variant="light" color="gray">
                {t('callEditor.closedBadge')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('callEditor.entries', { count: section.entries })}
            </Text>
          </Group>
          {section.entries > 0 && (
            <Text size="xs" c="dimmed">
              {t('callEditor.cannotDelete')}
            </Text>
          )}
        </Stack>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={props.first || props.busy}
            onClick={() => props.onMove(-1)}
            aria-label={t('callEditor.moveUp', { name })}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={props.last || props.busy}
            onClick={() => props.onMove(1)}
            aria-label={t('callEditor.moveDown', { name })}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          {section.entries === 0 && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={props.onRemove}>
              {t('callEditor.delete')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
