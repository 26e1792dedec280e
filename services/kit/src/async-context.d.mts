import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from '@opentelemetry/api';

export function contextStorage(): AsyncLocalStorage<Context>;
export function carriedValue<T>(name: string): { run<R>(value: T, fn: () => R): R; get(): T | undefined };
export function keepContextStorageOn(): void;
export function contextStorageAlwaysOn(): boolean;
