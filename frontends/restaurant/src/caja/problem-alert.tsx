import { Alert } from '@mantine/core';

/** Why an action was refused: the server's Spanish message, or the contract's when the device refuses it first. */
export function ProblemAlert({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {problem}
    </Alert>
  );
}
