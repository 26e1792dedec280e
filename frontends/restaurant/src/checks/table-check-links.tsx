import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { checkPath } from './check-screen.js';
import { useOpenChecks } from './checks-api.js';
import './checks-translations.js';

/** From a table on the floor to its open check (one per split part of it, when split). */
export function TableCheckLinks({ tableId }: { tableId: string }) {
  const { t } = useTranslation('restaurant');
  const checks = useOpenChecks(tableId);
  const open = checks.data ?? [];
  return open.map((check, index) => (
    <Button key={check.id} component={Link} href={checkPath(check.id)} variant="light">
      {open.length === 1 ? t('checks.viewCheck') : t('checks.viewCheckNumber', { number: index + 1 })}
    </Button>
  ));
}
