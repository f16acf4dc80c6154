/** Stroke icons (24 × 24) of the side navigation; decorative: the link text names the item. */
const PATHS = {
  contact: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  measures: 'M3 17 17 3l4 4L7 21l-4-4Zm4-4 2 2m1-5 2 2m1-5 2 2',
  offers: 'M6 3h9l4 4v14H6V3Zm9 0v4h4M9 12h7m-7 4h7',
  agreements: 'M5 4h10l4 4v12H5V4Zm3 11c2-3 3 1 5-2 1 2 2 2 3 1M8 8h5',
  production: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0-12v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1m0-12.8-2.1 2.1m-8.6 8.6-2.1 2.1',
  warehouse: 'M3 9 12 4l9 5v11H3V9Zm4 11v-7h10v7M7 16h10',
  transport: 'M2 6h11v10H2V6Zm11 4h4l4 4v2h-8v-6ZM6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  installation: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.8-.4-.4-2.8 2.6-2.6Z',
  service: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6.4 2.4 3.5-3.5m5.8-5.8 3.5-3.5m0 12.8-3.5-3.5M9.1 9.1 5.6 5.6',
  impression: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z',
  blueprints: 'M4 4h16v16H4V4Zm0 6h6V4m4 16v-6h6',
  calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v5m8-5v5',
  outbox: 'M12 16V6m0 0-4 4m4-4 4 4M5 14v5h14v-5',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  back: 'M19 12H5m0 0 6-6m-6 6 6 6',
  settings: 'M4 7h10m4 0h2M4 17h4m4 0h8M14 5v4m-6 6v4',
} as const;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
