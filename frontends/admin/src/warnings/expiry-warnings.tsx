import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpiryWarningView } from '@mb/contracts';
import { formatDate } from '@mb/ui';
import { useExpiryWarnings } from './use-expiry-warnings.js';
import { warningsNamespace } from './translations.js';

/** One warning in a sentence: what ends, of whom, and when or with how many numbers left. */
function useSentence() {
  const { t, i18n } = useTranslation(warningsNamespace);
  const numbers = new Intl.NumberFormat(i18n.language);
  return (warning: ExpiryWarningView): string => {
    const [, resolution, prefix] = warning.subject.split('/');
    const issuer = warning.issuer_id === 0 ? `${warning.issuer_name} (${t('platform')})` : warning.issuer_name;
    const date = warning.ends_on ? formatDate(`${warning.ends_on}T12:00:00Z`) : '';
    const count = warning.days_left ?? 0;
    if (warning.kind === 'certificate_expiring') {
      return count < 0 ? t('certificateEnded', { issuer, date }) : t('certificateEnding', { issuer, date, count });
    }
    const range = { issuer, resolution: resolution || '—', prefix: prefix || '—' };
    if (warning.kind === 'resolution_ending') {
      return count < 0 ? t('resolutionEnded', { ...range, date }) : t('resolutionEnding', { ...range, date, count });
    }
    return t('numbersLow', { ...range, left: numbers.format(warning.numbers_left ?? 0), size: numbers.format(warning.range_size ?? 0) });
  };
}

/** The admin dashboard's panel: every warning that still applies, or nothing at all. */
export function ExpiryWarningsPanel() {
  const { t } = useTranslation(warningsNamespace);
  const sentence = useSentence();
  const warnings = useExpiryWarnings().data ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" title={t('title')} role="alert">
      <List size="sm" spacing={4}>
        {warnings.map((warning) => (
          <List.Item key={warning.id}>{sentence(warning)}</List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('action')}
      </Text>
    </Alert>
  );
}

/** The issuer list's badges for one issuer, each with its sentence as the title. */
export function IssuerWarningBadges({ issuerId }: { issuerId: number }) {
  const { t } = useTranslation(warningsNamespace);
  const sentence = useSentence();
  const warnings = (useExpiryWarnings().data ?? []).filter((warning) => warning.issuer_id === issuerId);
  if (warnings.length === 0) return null;
  return (
    <Group gap={4} mt={4}>
      {warnings.map((warning) => (
        <Badge key={warning.id} color="orange" variant="light" size="sm" title={sentence(warning)}>
          {t(`badge.${warning.kind}`)}
        </Badge>
      ))}
    </Group>
  );
}
