import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PipelineResponse } from '@mb/contracts';
import { operationsNamespace } from './operations-translations.js';

type ServiceRow = PipelineResponse['services'][number];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One row per service: its outbox, its consumers' lag and dead letters, its failed jobs; or why it did not answer. */
export function PipelineHealth({ services }: { services: ServiceRow[] }) {
  const { t } = useTranslation(operationsNamespace);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('health.title')}>
        <Table.Thead>
          <Table.Tr>
            {(['service', 'backlog', 'oldest', 'lag', 'deadLetters', 'failedJobs'] as const).map((column) => (
              <Table.Th key={column}>{t(`health.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map(({ service, pipeline, error }) => (
            <Table.Tr key={service}>
              <Table.Td>{t(`services.${service}`)}</Table.Td>
              {pipeline ? (
                <>
                  <Table.Td>{pipeline.health.outbox ? pipeline.health.outbox.backlog : t('health.noOutbox')}</Table.Td>
                  <Table.Td>
                    {pipeline.health.outbox ? t('health.seconds', { count: Math.round(pipeline.health.outbox.oldest_age_seconds) }) : '—'}
                  </Table.Td>
                  <Table.Td>{sum(pipeline.health.groups.map((group) => group.lag))}</Table.Td>
                  <Table.Td>{sum(pipeline.health.groups.map((group) => group.dead_letters))}</Table.Td>
                  <Table.Td>{sum(pipeline.health.jobs.map((jobs) => jobs.failed))}</Table.Td>
                </>
              ) : (
                <Table.Td colSpan={5}>
                  <Text c="red" size="sm">
                    {t('health.unreachable', { error })}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
