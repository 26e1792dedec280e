// jest's globalTeardown with MB_INFRA=containers: removes what global-setup.mjs started (the reaper is off).
export default async function globalTeardown() {
  const started = globalThis.mbContainers;
  if (!started) return;
  await Promise.all(started.containers.map((container) => container.stop()));
  await started.closeApi();
}
