import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { restaurantAppMessages } from '@mb/contracts';
import { useChosenBranch } from '../branches/branch-store.js';
import { appSessionToken } from '../session/app-session-store.js';
import { restaurantKeys } from '../session/index.js';
import { endRestaurantSession } from '../session/session-ended.js';
import { upsertOrder } from './kitchen-board-api.js';
import { readOrderStream } from './order-stream.js';

const streamPath = '/restaurant/pedidos/stream';
const maxRetryMs = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps the board's orders live from the service's event stream: each event updates its ticket in place; on every
 * (re)connection the board is read again for what happened meanwhile; while disconnected it reconnects with growing
 * pauses (the board polls meanwhile). A 401 or `event: ended` means the session is over. Returns whether it is live.
 */
export function useLiveOrders(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  // The stream is the branch's the device works in: another branch chosen opens another stream.
  const branch = useChosenBranch();
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      for (let attempt = 0; !signal.aborted; attempt++) {
        const token = appSessionToken();
        if (!token) return;
        let ended = false;
        try {
          await readOrderStream(streamPath, token, signal, {
            onOpen: () => {
              attempt = 0;
              setLive(true);
              void queryClient.invalidateQueries({ queryKey: restaurantKeys.board });
            },
            onOrder: (event) => upsertOrder(queryClient, event.order),
            onEnded: () => {
              ended = true;
            },
          });
        } catch (failure) {
          if ((failure as { status?: unknown } | undefined)?.status === 401) ended = true;
        }
        if (signal.aborted) return;
        setLive(false);
        if (ended) return endRestaurantSession(restaurantAppMessages.sessionInvalid);
        await pause(Math.min(maxRetryMs, 1000 * 2 ** attempt), signal);
      }
    })();
    // Not live until the next stream opens (another branch's, once one is chosen).
    return () => {
      controller.abort();
      setLive(false);
    };
  }, [queryClient, branch]);
  return live;
}
