import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { AdminScreen } from '../admin-screen.js';
import { AccessDenied } from '../payments/access-denied.js';
import { DeadLettersTable } from './dead-letters-table.js';
import { FailedJobsTable } from './failed-jobs-table.js';
import { operationsNamespace } from './operations-translations.js';
import { PipelineHealth } from './pipeline-health.js';
import { usePipeline } from './use-pipeline.js';

/** /admin/operacion (issue 39, SuperAdmin) — the event pipeline at night: health per service, dead letters, failed jobs. */
export function OperationsPage() {
  const { t } = useTranslation(operationsNamespace);
  const pipeline = usePipeline();

  if (pipeline.error instanceof ApiError && pipeline.error.status === 403) return <AccessDenied />;
  const services = pipeline.data?.services ?? [];
  const letters = services.flatMap(({ service, pipeline: answer }) =>
    (answer?.dead_letters ?? []).map((letter) => ({ ...letter, service })),
  );
  const jobs = services.flatMap(({ service, pipeline: answer }) => (answer?.failed_jobs ?? []).map((job) => ({ ...job, service })));
  const empty = (text: string) => (
    <Text c="dimmed" ta="center" py="md">
      {text}
    </Text>
  );

  return (
    <AdminScreen title={t('title')} backLabel={t('back')}>
      {pipeline.isPending ? (
        <LoadingState text={t('loading')} />
      ) : pipeline.isError ? (
        <FailureAlert
          message={pipeline.error.message || t('loadFailed')}
          retryLabel={t('retry')}
          retrying={pipeline.isFetching}
          onRetry={() => void pipeline.refetch()}
        />
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2}>{t('health.title')}</Title>
            <PipelineHealth services={services} />
          </Stack>
          <Stack gap="xs">
            <Title order={2}>{t('deadLetters.title')}</Title>
            {letters.length === 0 ? empty(t('deadLetters.empty')) : <DeadLettersTable letters={letters} />}
          </Stack>
          <Stack gap="xs">
            <Title order={2}>{t('jobs.title')}</Title>
            {jobs.length === 0 ? empty(t('jobs.empty')) : <FailedJobsTable jobs={jobs} />}
          </Stack>
        </>
      )}
    </AdminScreen>
  );
}
