import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

/** A screen's loading state: a spinner with what is being loaded, marked busy for assistive technology. */
export function LoadingState({ text }: { text: string }) {
  return (
    <Center py="xl" aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}

/** A screen's failure to load: what went wrong and a button to try again. */
export function FailureAlert({
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={message}>
      <Button variant="light" color="red" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
