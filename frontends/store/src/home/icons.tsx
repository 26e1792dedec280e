/** Small line icons drawn inline (no icon library on the home page's path). All decorative. */
const paths = {
  restaurant: 'M7 3v8M4 3v5a3 3 0 0 0 6 0V3M7 11v10M17 21V3c-2.2 1.2-3.5 3.8-3.5 7v3H17',
  ai: 'M4 5h16v10H9l-5 4zM9 9.5h.01M12 9.5h.01M15 9.5h.01',
  support: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3.6 17.2a1.9 1.9 0 0 0 2.7 2.7l5.7-5.7a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.4-.4-.4-2.4z',
  invoicing: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13l2 2 4-4M9 18h6',
  web: 'M3 5h18v14H3zM3 9h18M9.5 13 8 14.5 9.5 16M14.5 13l1.5 1.5-1.5 1.5',
  consulting: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  speed: 'M12 13l4-4M4.9 19a9 9 0 1 1 14.2 0M12 13h.01',
  growth: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20c0 1-1.5 1.5-4 1.5',
  place: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
