/** kafkajs's per-connection request queue (a CommonJS class, untyped): the method `idle-request-queue.ts` replaces. */
declare module 'kafkajs/src/network/requestQueue/index.js' {
  const RequestQueue: { prototype: { scheduleCheckPendingRequests(): void } };
  export default RequestQueue;
}
