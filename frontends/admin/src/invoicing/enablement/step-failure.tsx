import { Alert } from '@mantine/core';

/** Why a step's call failed, in plain words, where the administrator is looking. */
export function StepFailure({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}
