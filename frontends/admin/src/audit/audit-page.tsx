import { useState } from 'react';
import { Button, Center, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { AdminScreen } from '../admin-screen.js';
import { AccessDenied } from '../payments/access-denied.js';
import { AuditTable } from './audit-table.js';
import { auditActions, auditEntityTypes } from './audit-translations.js';
import { noFilters, useAuditLog, type AuditFilters } from './use-audit-log.js';

/** Typing an e-mail asks the server once it pauses. */
const searchDelayMs = 300;

/** /admin/auditoria — every administrator's change on the platform, newest first, filtered on the server. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [actor] = useDebouncedValue(filters.actor.trim(), searchDelayMs);
  const log = useAuditLog({ ...filters, actor });
  const set = (field: keyof AuditFilters) => (value: string | null) => setFilters((current) => ({ ...current, [field]: value ?? '' }));

  if (log.error instanceof ApiError && log.error.status === 403) return <AccessDenied />;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <AdminScreen title={t('audit.title')} backLabel={t('audit.back')}>
      <Group align="end" wrap="wrap">
        <TextInput
          type="search"
          label={t('audit.filters.actor')}
          value={filters.actor}
          onChange={(event) => set('actor')(event.currentTarget.value)}
          w={240}
        />
        <Select
          label={t('audit.filters.action')}
          placeholder={t('audit.filters.all')}
          data={auditActions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
          value={filters.action || null}
          onChange={set('action')}
          clearable
          searchable
          w={280}
        />
        <Select
          label={t('audit.filters.entity')}
          placeholder={t('audit.filters.all')}
          data={auditEntityTypes.map((type) => ({ value: type, label: t(`audit.entities.${type}`) }))}
          value={filters.entity_type || null}
          onChange={set('entity_type')}
          clearable
          w={200}
        />
        <TextInput
          type="date"
          label={t('audit.filters.from')}
          value={filters.from}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('audit.filters.to')}
          value={filters.to}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
        <Button variant="subtle" onClick={() => setFilters(noFilters)}>
          {t('audit.filters.clear')}
        </Button>
      </Group>
      {log.isPending ? (
        <LoadingState text={t('audit.loading')} />
      ) : log.isError ? (
        <FailureAlert
          message={log.error instanceof ApiError && log.error.status !== undefined ? log.error.message : t('audit.loadFailed')}
          retryLabel={t('audit.retry')}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('audit.empty')}
        </Text>
      ) : (
        <>
          <AuditTable entries={entries} stale={log.isPlaceholderData} />
          {log.hasNextPage && (
            <Center>
              <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                {t('audit.more')}
              </Button>
            </Center>
          )}
        </>
      )}
    </AdminScreen>
  );
}
