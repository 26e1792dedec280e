import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { restaurantAppMessages } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';

/** An admin screen reached by an employee (a typed address): say why instead of showing it. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useRestaurantSession();
  if (isAdmin) return children;
  return (
    <Alert color="yellow" variant="light" role="alert">
      {restaurantAppMessages.adminOnly}
    </Alert>
  );
}
