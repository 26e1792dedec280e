import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { FailureAlert, LoadingState } from '@mb/ui/states';

/** A list's loading state, its failure with a retry, its empty state, and else the list the data makes. */
export function ListStates<T>({
  list,
  isEmpty,
  texts,
  children,
}: {
  list: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  texts: { loading: string; loadFailed: string; tryAgain: string; empty: string };
  children: (data: T) => ReactNode;
}) {
  if (list.isPending) return <LoadingState text={texts.loading} />;
  if (list.isError)
    return (
      <FailureAlert
        message={list.error.message || texts.loadFailed}
        retryLabel={texts.tryAgain}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (isEmpty(list.data))
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  return children(list.data);
}
