import { Suspense, lazy, useRef } from 'react';
import { useSeenOnce } from '../browser-hooks.js';

// A separate chunk: nothing of the map is in the home page's first download.
const WorldMap = lazy(() => import(/* webpackChunkName: "home-world-map" */ './world-map.js'));

/** Keeps the map's place (same aspect ratio) and loads it once that place comes near the viewport. */
export function LazyWorldMap({ label }: { label: string }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(placeRef, '200px');
  return (
    <div ref={placeRef} className="mbh-map">
      {seen && (
        <Suspense fallback={null}>
          <WorldMap label={label} />
        </Suspense>
      )}
    </div>
  );
}
