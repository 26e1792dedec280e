import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureGate } from '../features/feature-gate.js';
import { LoadFailure } from '../layout/load-failure.js';
import type { Branch } from '@mb/contracts';
import { BranchPrices } from './branch-prices.js';
import { BranchStaffForm } from './branch-staff-form.js';
import { useBranches, useCreateBranch, useWorkIn } from './branches-api.js';
import { useChosenBranch } from './branch-store.js';
import './branches-translations.js';

/** A branch's staff and its own prices, shown when asked for. */
function BranchSettings({ branch }: { branch: Branch }) {
  return (
    <Stack gap="md" mt="sm">
      <BranchStaffForm branch={branch} />
      <BranchPrices branch={branch} />
    </Stack>
  );
}

/**
 * The branches, the one this device works in marked; choosing another reloads every screen's data for it. Each opens
 * its staff and its own prices.
 */
function BranchList() {
  const { t } = useTranslation('restaurant');
  const branches = useBranches();
  const workIn = useWorkIn();
  const current = useChosenBranch();
  const [open, setOpen] = useState<string | null>(null);
  if (branches.isPending) return <Loader size="sm" aria-label={t('branches.loading')} />;
  if (branches.isError) return <LoadFailure error={branches.error} onRetry={() => void branches.refetch()} />;
  const working = current ?? branches.data[0]?.id;
  return (
    <Stack gap="xs">
      {branches.data.map((branch) => (
        <Card key={branch.id} withBorder padding="sm" aria-label={branch.name}>
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>{branch.name}</Text>
              {branch.is_main && <Badge variant="light">{t('branches.main')}</Badge>}
              <Text size="sm" c="dimmed">
                {t('branches.staff', { count: branch.staff.length })}
              </Text>
            </Group>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="subtle"
                aria-expanded={open === branch.id}
                onClick={() => setOpen(open === branch.id ? null : branch.id)}
              >
                {t('branches.configure')}
              </Button>
              {branch.id === working ? (
                <Badge color="green">{t('branches.current')}</Badge>
              ) : (
                <Button size="compact-sm" variant="light" onClick={() => workIn(branch.id)}>
                  {t('branches.workHere')}
                </Button>
              )}
            </Group>
          </Group>
          {open === branch.id && <BranchSettings branch={branch} />}
        </Card>
      ))}
    </Stack>
  );
}

function NewBranchForm() {
  const { t } = useTranslation('restaurant');
  const create = useCreateBranch();
  const [name, setName] = useState('');
  const submit = () => create.mutate(name.trim(), { onSuccess: () => setName('') });
  return (
    <Group align="flex-end">
      <TextInput
        label={t('branches.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={create.error?.message}
        maxLength={60}
      />
      <Button onClick={submit} loading={create.isPending} disabled={!name.trim()}>
        {t('branches.add')}
      </Button>
    </Group>
  );
}

/**
 * /restaurant/panelControl/sedes (admins): the restaurant's branches (issue 37 item 4), a new one, and which one this
 * device works in. Below Gold, shown locked with the plan that unlocks it.
 */
export function BranchesPage() {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap="md">
      <Title order={2}>{t('branches.title')}</Title>
      <FeatureGate feature="multi_sucursal">
        <Stack gap="md">
          <BranchList />
          <NewBranchForm />
        </Stack>
      </FeatureGate>
    </Stack>
  );
}
