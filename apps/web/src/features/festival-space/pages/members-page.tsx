import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type FestivalMember,
  type FestivalMemberInviteRequest,
  ZFestivalMemberInviteRequest,
} from '@shortlist/domain/festival-space/member-contracts';
import {
  canManageMembers,
  FESTIVAL_ROLES,
  type FestivalRole,
} from '@shortlist/domain/festival-space/member-roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useMembers } from '../api/list-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { formatDay } from '../format.ts';
import '../festival-space.css';

/** `festivalSpaceMembers` (managers, issue 31): who acts for the festival, invited and removed here. */
export function MembersPage() {
  return (
    <WorkspaceGate allowed={canManageMembers}>{(workspace) => <Members {...workspace} />}</WorkspaceGate>
  );
}

function Members({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const members = useMembers(IdFestival);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('members.title')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('members.lead', { festival: festival.Nom })}
        </Text>
      </Stack>
      <Stack gap="xl">
        <InviteMemberForm IdFestival={IdFestival} />
        <section>
          <Title order={2} size="h4" id="members-list" mb="sm">
            {members.isSuccess ? t('members.count', { count: members.data.length }) : t('members.listTitle')}
          </Title>
          {members.isPending ? (
            <Stack gap="xs" aria-hidden="true">
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          ) : members.isError ? (
            <RetryAlert title={t('members.error')} onRetry={() => members.refetch()} />
          ) : members.data.length === 0 ? (
            <EmptyState message={t('members.empty')} />
          ) : (
            <MembersTable IdFestival={IdFestival} members={members.data} />
          )}
        </section>
      </Stack>
    </Container>
  );
}

function memberName(member: FestivalMember): string {
  return member.name ?? member.Login;
}

function MembersTable({ IdFestival, members }: { IdFestival: number; members: FestivalMember[] }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const language = useLanguage();
  const notify = useNotify();
  const changeRole = useChangeMemberRole(IdFestival);
  const [removing, setRemoving] = useState<FestivalMember | null>(null);

  const setRole = async (member: FestivalMember, role: FestivalRole) => {
    try {
      await changeRole.mutateAsync({ IdMembre: member.IdMembre, role });
      notify.success(
        t('festivalSpace:members.roleChanged', {
          name: memberName(member),
          role: t(`festivalSpace:roles.${role}`),
        }),
      );
    } catch (error) {
      notify.error(errorMessage(error, t));
    }
  };

  return (
    <>
      <ScrollRegion labelledBy="members-list">
        <Table verticalSpacing="sm" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('festivalSpace:members.person')}</Table.Th>
              <Table.Th>{t('festivalSpace:members.role')}</Table.Th>
              <Table.Th>{t('festivalSpace:members.since')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('festivalSpace:members.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.IdMembre} data-testid="member-row">
                <Table.Td>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {memberName(member)}
                    {member.isMe && ` ${t('festivalSpace:members.you')}`}
                  </Text>
                  {member.name && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {member.Login}
                    </Text>
                  )}
                  {member.pending && (
                    <Badge variant="outline" color="gray" mt={4}>
                      {t('festivalSpace:members.pending')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('festivalSpace:members.roleOf', { name: memberName(member) })}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => setRole(member, event.currentTarget.value as FestivalRole)}
                    data={FESTIVAL_ROLES.map((role) => ({
                      value: role,
                      label: t(`festivalSpace:roles.${role}`),
                    }))}
                    w={180}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDay(member.DateCreation, language)}
                </Table.Td>
                <Table.Td>
                  {!member.isMe && (
                    <Button variant="subtle" color="red.9" onClick={() => setRemoving(member)}>
                      {t('festivalSpace:members.remove', { name: memberName(member) })}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <RemoveMemberDialog IdFestival={IdFestival} member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

/** Asks before a member loses access, naming them; the festival's last manager cannot go. */
function RemoveMemberDialog(props: {
  IdFestival: number;
  member: FestivalMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const notify = useNotify();
  const remove = useRemoveMember(props.IdFestival);
  const name = props.member ? memberName(props.member) : '';
  const close = () => {
    remove.reset();
    props.onClose();
  };
  const confirm = async () => {
    if (!props.member) return;
    try {
      await remove.mutateAsync(props.member.IdMembre);
      notify.success(t('festivalSpace:members.removed', { name }));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <ConfirmDialog
      opened={props.member !== null}
      title={t('festivalSpace:members.removeTitle', { name })}
      message={t('festivalSpace:members.removeWarning', { name })}
      confirmLabel={t('festivalSpace:members.removeConfirm', { name })}
      keepLabel={t('festivalSpace:members.keep')}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}

/** Invite someone by email with a role (the domain's request schema, as the server checks it). */
function InviteMemberForm({ IdFestival }: { IdFestival: number }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const invite = useInviteMember(IdFestival);
  const form = useForm<FestivalMemberInviteRequest>({
    resolver: zodResolver(ZFestivalMemberInviteRequest),
    defaultValues: { Login: '', role: 'programmer' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notify.success(t('festivalSpace:members.invited', { email: values.Login }));
      form.reset({ Login: '', role: values.role });
    } catch {
      // Shown above the button.
    }
  });
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="invite-member-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-member-title">
            {t('festivalSpace:members.inviteTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('festivalSpace:members.inviteLead')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              label={t('festivalSpace:members.email')}
              autoComplete="off"
              required
              error={rule(form.formState.errors.Login?.message)}
              style={{ flex: '1 1 16rem' }}
              {...form.register('Login')}
            />
            <NativeSelect
              label={t('festivalSpace:members.role')}
              data={FESTIVAL_ROLES.map((role) => ({ value: role, label: t(`festivalSpace:roles.${role}`) }))}
              {...form.register('role')}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('festivalSpace:members.rolesHelp')}
          </Text>
          {invite.error && (
            <Alert color="red" role="alert">
              {errorMessage(invite.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              {t('festivalSpace:members.invite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
