import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FailedJobView, PipelineService } from '@mb/contracts';
import { operationsNamespace } from './operations-translations.js';
import { usePipelineAction } from './use-pipeline.js';

export type ServiceFailedJob = FailedJobView & { service: PipelineService };

/** Jobs that ran out of attempts, each with 'Reintentar'. */
export function FailedJobsTable({ jobs }: { jobs: ServiceFailedJob[] }) {
  const { t } = useTranslation(operationsNamespace);
  const action = usePipelineAction();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t('jobs.title')}>
        <Table.Thead>
          <Table.Tr>
            {(['service', 'queue', 'job', 'reason', 'attempts'] as const).map((column) => (
              <Table.Th key={column}>{t(`jobs.${column}`)}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={`${job.service}/${job.queue}/${job.id}`}>
              <Table.Td>{t(`services.${job.service}`)}</Table.Td>
              <Table.Td>{job.queue}</Table.Td>
              <Table.Td>{job.name}</Table.Td>
              <Table.Td>{job.reason}</Table.Td>
              <Table.Td>{job.attempts}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ kind: 'retry', service: job.service, queue: job.queue, jobId: job.id })}
                >
                  {t('jobs.retry')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
