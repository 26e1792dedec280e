// The process's one AsyncLocalStorage, shared by whatever carries values along a request's asynchronous work: the
// gateway's caller (gateway/src/plugins/client-address.ts) and a kept trace's context (./telemetry/sampling.mjs). On
// Node 20 every AsyncLocalStorage that has carried a value slows the promise hooks of the whole process for good: a
// second one, used now and then, made each of the gateway's public catalogue requests about 10 % dearer in CPU
// (bench/tracing-overhead.bench.ts), and a micro-benchmark of awaits 20 % slower after a second storage had carried a
// value once, even once turned off. Its store is an OpenTelemetry `Context` (the API's own, so it works untraced), each
// value under its own key. Kept on `globalThis` so that a bundle's copy of this module and the telemetry preload's
// share it. Plain JavaScript for the preload, as ./telemetry/register.mjs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { ROOT_CONTEXT, createContextKey } from '@opentelemetry/api';

const shared = (globalThis[Symbol.for('mb.async-context')] ??= { storage: new AsyncLocalStorage(), alwaysOn: false });

/** The storage (its store: an OpenTelemetry `Context`). */
export function contextStorage() {
  return shared.storage;
}

/** A value carried along the asynchronous work started in `run`'s function (a request's hooks, handler and calls). */
export function carriedValue(name) {
  const key = createContextKey(name);
  const { storage } = shared;
  return {
    run: (value, fn) => storage.run((storage.getStore() ?? ROOT_CONTEXT).setValue(key, value), fn),
    get: () => storage.getStore()?.getValue(key),
  };
}

/**
 * Said by an app that keeps a value of its own in the storage for every request: the telemetry then never turns it off
 * between kept traces (./telemetry/sampling.mjs, `sampledOnly`), since the app's requests need it on anyway.
 */
export function keepContextStorageOn() {
  shared.alwaysOn = true;
}

/** Whether an app keeps the storage on for every request. */
export function contextStorageAlwaysOn() {
  return shared.alwaysOn;
}
