import map from './world-map-data.json' with { type: 'json' };

/**
 * The world with Colombia highlighted and a pulse on Bogotá: an inline SVG of paths projected ahead of
 * time (see generate-world-map.mjs). Its own chunk, loaded by LazyWorldMap after the first paint.
 */
export default function WorldMap({ label }: { label: string }) {
  const [x, y] = map.bogota;
  return (
    <svg className="mbh-map__svg" viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={label} data-testid="world-map">
      <path className="mbh-map__land" d={map.land} />
      <path className="mbh-map__colombia" d={map.colombia} />
      <circle className="mbh-map__pulse" cx={x} cy={y} r="6" />
      <circle className="mbh-map__dot" cx={x} cy={y} r="4" />
    </svg>
  );
}
