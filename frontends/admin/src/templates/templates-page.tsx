import { useState } from 'react';
import { Alert, Button, Center, Grid, Loader, NavLink, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { AdminScreen } from '../admin-screen.js';
import { AccessDenied } from '../payments/access-denied.js';
import { TemplateEditor } from './template-editor.js';
import { fetchTemplate, useTemplates, type InvoiceTemplate } from './templates-api.js';
import { templatesNamespace } from './translations.js';
import { templateToast } from './toast.js';

/** /admin/facturacion/plantillas — the invoice template panel (spec 3 §2.2). */
export function TemplatesPage() {
  const { t } = useTranslation(templatesNamespace);
  const templates = useTemplates(t('loadFailed'));
  // The template being edited; undefined while writing a new one.
  const [editing, setEditing] = useState<InvoiceTemplate>();

  const open = useMutation({
    mutationFn: (key: string) => fetchTemplate(key, t('templateFailed')),
    onSuccess: setEditing,
    onError: (error) => templateToast('error', error.message),
  });

  if (templates.error instanceof ApiError && templates.error.status === 403) return <AccessDenied />;

  let list;
  if (templates.isPending) {
    list = (
      <Center py="md" aria-busy="true">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  } else if (templates.isError) {
    list = (
      <Alert color="red" title={templates.error.message}>
        <Button variant="light" color="red" size="xs" loading={templates.isFetching} onClick={() => void templates.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (templates.data.length === 0) {
    list = <Text c="dimmed">{t('empty')}</Text>;
  } else {
    list = templates.data.map((template) => (
      <NavLink
        key={template.key}
        component="button"
        label={template.label}
        description={template.key}
        active={editing?.key === template.key}
        disabled={open.isPending}
        onClick={() => open.mutate(template.key)}
      />
    ));
  }

  return (
    <AdminScreen title={t('title')} backLabel={t('back')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={4} component="nav" aria-label={t('list')}>
            <Button variant="light" mb="xs" onClick={() => setEditing(undefined)}>
              {t('newTemplate')}
            </Button>
            {list}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {/* Keyed by the template, so the editor starts from what was loaded. */}
          <TemplateEditor key={editing?.key ?? ''} template={editing} onSaved={setEditing} />
        </Grid.Col>
      </Grid>
    </AdminScreen>
  );
}
