// jest's globalTeardown with MB_INFRA=containers: removes what global-setup.mjs started.
export default async function globalTeardown() {
  await globalThis.mbContainers?.stop();
}
