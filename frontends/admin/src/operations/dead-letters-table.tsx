import { useState } from 'react';
import { Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeadLetterView, PipelineService } from '@mb/contracts';
import { operationsNamespace } from './operations-translations.js';
import { usePipelineAction } from './use-pipeline.js';

export type ServiceDeadLetter = DeadLetterView & { service: PipelineService };

const originOf = (letter: DeadLetterView) =>
  [letter.origin_topic, letter.origin_partition, letter.origin_offset].filter((part) => part !== null).join(' / ');

/** Each dead letter with its origin, error and message; 'Reenviar' at once, 'Descartar' after a confirmation. */
export function DeadLettersTable({ letters }: { letters: ServiceDeadLetter[] }) {
  const { t, i18n } = useTranslation(operationsNamespace);
  const action = usePipelineAction();
  const [shown, setShown] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<ServiceDeadLetter | null>(null);
  const key = (letter: ServiceDeadLetter) => `${letter.service}/${letter.id}`;
  const busy = (letter: ServiceDeadLetter) => action.isPending && action.variables?.kind !== 'retry' && action.variables?.id === letter.id;

  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label={t('deadLetters.title')}>
          <Table.Thead>
            <Table.Tr>
              {(['service', 'group', 'origin', 'error', 'at'] as const).map((column) => (
                <Table.Th key={column}>{t(`deadLetters.${column}`)}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {letters.map((letter) => (
              <Table.Tr key={key(letter)} data-dead-letter={key(letter)}>
                <Table.Td>{t(`services.${letter.service}`)}</Table.Td>
                <Table.Td>{letter.group}</Table.Td>
                <Table.Td>{originOf(letter)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm">{letter.error}</Text>
                    {shown === key(letter) && (
                      <Code block aria-label={t('deadLetters.payload')}>
                        {letter.payload}
                      </Code>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{new Date(letter.dead_at).toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => setShown(shown === key(letter) ? null : key(letter))}>
                      {t('deadLetters.showPayload')}
                    </Button>
                    <Button
                      size="xs"
                      loading={busy(letter)}
                      disabled={action.isPending}
                      onClick={() => action.mutate({ kind: 'replay', service: letter.service, id: letter.id })}
                    >
                      {t('deadLetters.replay')}
                    </Button>
                    <Button size="xs" color="red" variant="light" disabled={action.isPending} onClick={() => setDiscarding(letter)}>
                      {t('deadLetters.discard')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={discarding !== null} onClose={() => setDiscarding(null)} title={t('deadLetters.confirmTitle')}>
        <Stack>
          <Text size="sm">{t('deadLetters.confirmText', { origin: discarding ? originOf(discarding) : '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDiscarding(null)}>
              {t('deadLetters.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (discarding) action.mutate({ kind: 'discard', service: discarding.service, id: discarding.id });
                setDiscarding(null);
              }}
            >
              {t('deadLetters.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
