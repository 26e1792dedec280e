import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { emit } from '@mb/ui';

/** An admin screen: its title, the back button every admin screen has (spec 2 §2, spec 3 §2) and its content. */
export function AdminScreen({ title, backLabel, children }: { title: string; backLabel: string; children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          <Button variant="default" onClick={() => emit('open-admin-dashboard')}>
            {backLabel}
          </Button>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
