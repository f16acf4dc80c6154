import L from 'leaflet';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet's default marker, 25 × 41 (spec 001 §9), from images bundled by Vite —
 * no CDN, so markers draw offline. (Leaflet's own default guesses the image path
 * from its CSS URL, which breaks once bundled.)
 */
export const markerIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/** The colours a marker can take to say a state (transport and installation: 1 not started, 2 started, 3 both set). */
export const MARKER_TONES = {
  grey: '#64748b',
  orange: '#d97706',
  green: '#15803d',
  red: '#b91c1c',
} as const;

export type MarkerTone = keyof typeof MARKER_TONES;

/** A 25 × 41 pin in one colour, drawn as SVG (a data: URL — no request, so it draws offline; the CSP allows data: images). */
function pinUrl(fill: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41">` +
    `<path d="M12.5 0C5.6 0 0 5.6 0 12.5 0 21.9 12.5 41 12.5 41S25 21.9 25 12.5C25 5.6 19.4 0 12.5 0z" fill="${fill}" stroke="#fff" stroke-width="1.5"/>` +
    `<circle cx="12.5" cy="12.5" r="4.5" fill="#fff"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const toneIcons = new Map<MarkerTone, L.Icon>();

/** The marker of a tone (25 × 41, the default marker's anchors and shadow); Leaflet's own marker without one. */
export function markerIconOf(tone: MarkerTone | undefined): L.Icon {
  if (!tone) return markerIcon;
  let icon = toneIcons.get(tone);
  if (!icon) {
    icon = L.icon({ ...markerIcon.options, iconUrl: pinUrl(MARKER_TONES[tone]), iconRetinaUrl: pinUrl(MARKER_TONES[tone]), className: `marker-tone-${tone}` });
    toneIcons.set(tone, icon);
  }
  return icon;
}
