import { Alert, Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RestaurantInvoicingState } from '@mb/contracts';
import { formatDate } from '@mb/ui';

const statusColors = { sin_solicitud: 'gray', solicitado: 'yellow', en_pruebas: 'blue', habilitado: 'green' } as const;

/** The restaurant as an issuer: its status, each step done or what it needs, the numbering left and the certificate's end. */
export function InvoicingStatePanel({ state }: { state: RestaurantInvoicingState }) {
  const { t } = useTranslation('restaurant');
  const { range, certificate } = state;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge size="lg" color={statusColors[state.status]} aria-label={t('dian.section.statusLabel')}>
          {t(`dian.section.status.${state.status}`)}
        </Badge>
        <Text size="sm">{t(`dian.section.statusHints.${state.status}`)}</Text>
      </Group>
      {range?.low && (
        <Alert color="orange" role="alert">
          {t('dian.section.rangeLow', { remaining: range.remaining })}
        </Alert>
      )}
      {certificate?.expiring && (
        <Alert color="orange" role="alert">
          {t('dian.section.certificateExpiring', { days: certificate.days_left })}
        </Alert>
      )}
      {state.missing.length > 0 && (
        <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="invoicing-missing">
          <Title order={3} size="h6" id="invoicing-missing">
            {t('dian.section.missing')}
          </Title>
          <List size="sm">
            {state.missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
      )}
      <Stack gap={4} component="section" aria-labelledby="invoicing-steps">
        <Title order={3} size="h6" id="invoicing-steps">
          {t('dian.section.steps')}
        </Title>
        <List spacing="xs" listStyleType="none">
          {state.steps.map((step) => (
            <List.Item
              key={step.key}
              aria-label={step.label}
              icon={
                <ThemeIcon size={20} radius="xl" color={step.done ? 'green' : 'gray'} variant="light">
                  {step.done ? <IconCheck size={14} /> : <IconClock size={14} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" fw={600} span>
                {step.label}
              </Text>{' '}
              <Text size="xs" c={step.done ? 'green' : 'dimmed'} span>
                {t(step.done ? 'dian.section.done' : 'dian.section.todo')}
              </Text>
              {step.detail && (
                <Text size="xs" c="dimmed">
                  {step.detail}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
      {range && (
        <Text size="sm">
          {t('dian.section.range', range)}
          {range.valid_to && ` · ${t('dian.section.rangeValidTo', { date: formatDate(range.valid_to) })}`}
        </Text>
      )}
      {certificate && (
        <Text size="sm">{t('dian.section.certificate', { date: formatDate(certificate.expires_at), days: certificate.days_left })}</Text>
      )}
    </Stack>
  );
}
