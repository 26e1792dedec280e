import { Group, Paper, PasswordInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Approval {
  username: string;
  password: string;
}
export const noApproval: Approval = { username: '', password: '' };

/** An administrator's username and password typed on an employee's device to approve an adjustment or a refund. */
export function ApprovalFields({ approval, onChange }: { approval: Approval; onChange: (next: Approval) => void }) {
  const { t } = useTranslation('restaurant');
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={t('checks.approvalTitle')}>
      <Text fw={600} size="sm">
        {t('checks.approvalTitle')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('checks.approvalHint')}
      </Text>
      <Group grow align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('checks.approvalUser')}
          autoComplete="off"
          value={approval.username}
          onChange={(event) => onChange({ ...approval, username: event.currentTarget.value })}
        />
        <PasswordInput
          label={t('checks.approvalPassword')}
          autoComplete="off"
          value={approval.password}
          onChange={(event) => onChange({ ...approval, password: event.currentTarget.value })}
        />
      </Group>
    </Paper>
  );
}

/** The approval a request carries: none from an administrator, the typed credentials from an employee. */
export const approvalFor = (isAdmin: boolean, approval: Approval) =>
  isAdmin ? {} : { approval: { username: approval.username.trim(), password: approval.password } };
