import { encode } from 'uqr';

export interface QrCodeProps {
  value: string;
  /** The picture's name for screen readers (the link beside it is the text equivalent). */
  label: string;
}

/**
 * A QR code of `value` drawn as one SVG path of its dark modules (uqr encodes;
 * nothing is injected as markup). Medium error correction: a phone reads it
 * off a tablet's glossy screen. The quiet zone of 4 modules is part of the
 * drawing, so it scans on any background.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, data } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="size-56 max-w-full rounded-md bg-white" data-qr={value}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
