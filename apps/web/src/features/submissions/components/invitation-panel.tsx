import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import type { Invitation } from '@shortlist/domain/submissions/invitation-contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useInvitationFilms } from '../api/invitation-films.ts';
import { sectionsById } from '../panel/panel-model.ts';
import { BasketNotice } from './basket-notice.tsx';
import { InvitationCard } from './invitation-card.tsx';
import { PanelSkeleton } from './panel-skeleton.tsx';

/**
 * The invitation variant of the festival's submission panel (spec §2): the festival's
 * invitations to the filmmaker, each with its section, price and last day, and the films that
 * may answer it. The festival's other sections stay one click away (the ordinary panel).
 */
export function InvitationPanel(props: {
  festival: FestivalPage;
  invitations: Invitation[];
  onOtherSections: () => void;
  onClose: () => void;
}) {
  const { festival, invitations } = props;
  const { t } = useTranslation('submissions');
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const phone = useMediaQuery('(max-width: 36em)');
  const pending = invitations.some((i) => i.status === 'pending');
  const films = useInvitationFilms(festival.Id, pending);
  const sections = useMemo(() => sectionsById(festival), [festival]);
  const [basket, setBasket] = useState<number | null>(null);
  // The day the cards count from: the page's clock, read once per panel.
  const [now] = useState(() => new Date());
  const filmsOf = (invitation: Invitation) =>
    films.data?.items.find((item) => item.IdInvitation === invitation.Id)?.films;

  return (
    <Modal
      opened
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      title={t('invitation.title', { festival: festival.Nom })}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm">{t('invitation.intro')}</Text>
        {basket !== null && (
          <BasketNotice
            count={basket}
            onBasket={() => {
              props.onClose();
              navigate(path('cart'));
            }}
            onDismiss={() => setBasket(null)}
          />
        )}
        {pending && films.isPending && <PanelSkeleton />}
        {films.error != null && (
          <Alert color="red" role="alert">
            {t('invitation.loadFailed')}
          </Alert>
        )}
        {(!pending || films.isSuccess) &&
          invitations.map((invitation) => (
            <InvitationCard
              key={invitation.Id}
              invitation={invitation}
              films={filmsOf(invitation)}
              section={sections.get(invitation.IdCampagneSection)}
              now={now}
              onAdded={setBasket}
            />
          ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onOtherSections}>
            {t('invitation.otherSections')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
