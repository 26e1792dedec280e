import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { restaurantAppMessages, restaurantStaffMessages, staffActionNames, staffRoleNames, type StaffAction } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';

/** A screen reached by someone whose role does not allow it (a typed address): say why, in the server's words. */
export function RoleGate({ needs, children }: { needs: StaffAction | null; children: ReactNode }) {
  const { can, role } = useRestaurantSession();
  if (!needs || can(needs)) return children;
  const message =
    needs === 'manage'
      ? restaurantAppMessages.adminOnly
      : restaurantStaffMessages.forbidden.replace('{role}', staffRoleNames[role]).replace('{action}', staffActionNames[needs]);
  return (
    <Alert color="yellow" variant="light" role="alert">
      {message}
    </Alert>
  );
}
