import type { FormEvent, ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** A restaurant form (a dish, a supply, a count…): a titled card named by its title; Enter submits through `onSubmit` (the page never reloads). */
export function FormCard({ title, onSubmit, children }: { title: string; onSubmit?: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The service's refusal of the last try, in its words. */
export function Refusal({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {error.message}
    </Text>
  );
}
