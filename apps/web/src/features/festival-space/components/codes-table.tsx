import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { FestivalCode } from '@shortlist/domain/festival-space/code-contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { codeState } from '../code-form.ts';
import { HandCodeDialog, WithdrawCodeDialog } from './code-dialogs.tsx';
import { ScrollRegion } from './scroll-region.tsx';

const STATE_COLOURS = { active: 'green', usedUp: 'gray', expired: 'gray', disabled: 'red' } as const;

/** The festival's codes with their state and uses; each can be handed to filmmakers or withdrawn. */
export function CodesTable({ IdFestival, codes }: { IdFestival: number; codes: FestivalCode[] }) {
  const { t } = useTranslation(['festivalSpace']);
  const [handing, setHanding] = useState<FestivalCode | null>(null);
  const [withdrawing, setWithdrawing] = useState<FestivalCode | null>(null);
  return (
    <>
      <ScrollRegion labelledBy="codes-list">
        <Table verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('festivalSpace:codes.code')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.section')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.discount')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.uses')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.until')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.state')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('festivalSpace:codes.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code) => {
              const state = codeState(code);
              return (
                <Table.Tr key={code.IdCode} data-testid="code-row">
                  <Table.Td>
                    <Text fw={600} ff="monospace">
                      {code.code}
                    </Text>
                    {code.handedOnly && (
                      <Text size="xs" c="dimmed">
                        {t('festivalSpace:codes.handedOnlyShort')}
                      </Text>
                    )}
                    {code.handedTo.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('festivalSpace:codes.handedCount', { count: code.handedTo.length })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{code.sectionName}</Table.Td>
                  <Table.Td>
                    {code.kind === 'free'
                      ? t('festivalSpace:codes.kinds.free')
                      : t('festivalSpace:codes.percentOff', { percent: code.percent })}
                  </Table.Td>
                  <Table.Td data-testid="code-uses" style={{ whiteSpace: 'nowrap' }}>
                    {t('festivalSpace:codes.usesOf', { uses: code.uses, max: code.maxUses })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{code.until}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATE_COLOURS[state]}>
                      {t(`festivalSpace:codes.states.${state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {state !== 'disabled' && state !== 'expired' && (
                      <Group gap={4} wrap="nowrap">
                        <Button variant="subtle" size="compact-sm" onClick={() => setHanding(code)}>
                          {t('festivalSpace:codes.hand', { code: code.code })}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red.9"
                          size="compact-sm"
                          onClick={() => setWithdrawing(code)}
                        >
                          {t('festivalSpace:codes.withdraw', { code: code.code })}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <HandCodeDialog IdFestival={IdFestival} code={handing} onClose={() => setHanding(null)} />
      <WithdrawCodeDialog IdFestival={IdFestival} code={withdrawing} onClose={() => setWithdrawing(null)} />
    </>
  );
}
