import type { Size } from './sketchGeometry';
import type { SketchPoint, Stroke } from './sketchStrokes';

/**
 * How strokes are drawn (SketchPad.tsx on screen, flattenSketch when saved):
 * one curve through the midpoints of the kept points — the classic smoothing
 * that turns a finger's polyline into a line a hand would draw — each piece
 * as wide as the pen pressed there.
 */

/** One piece of a stroke: a quadratic curve `from` → `to` bent towards `control`, with the pressure it was drawn at. */
export interface StrokePiece {
  from: { x: number; y: number };
  control: { x: number; y: number };
  to: { x: number; y: number };
  pressure: number;
}

const mid = (a: SketchPoint, b: SketchPoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The pieces of a stroke's curve: through the midpoints between kept points,
 * bent at each point, from the first point to the last. One point: none (a
 * dot, drawn apart); two: a straight piece.
 */
export function strokePieces(points: readonly SketchPoint[]): StrokePiece[] {
  const n = points.length;
  if (n < 2) return [];
  if (n === 2) {
    const [a, b] = points as [SketchPoint, SketchPoint];
    return [{ from: a, control: mid(a, b), to: b, pressure: (a.pressure + b.pressure) / 2 }];
  }
  const pieces: StrokePiece[] = [];
  for (let i = 1; i < n - 1; i++) {
    const prev = points[i - 1]!;
    const here = points[i]!;
    const next = points[i + 1]!;
    pieces.push({ from: i === 1 ? prev : mid(prev, here), control: here, to: i === n - 2 ? next : mid(here, next), pressure: here.pressure });
  }
  return pieces;
}

/** A line's width at a pressure: the pen's width at 0.5, from 0.4× (a light touch) to 1.6× (pressed hard). */
export const lineWidthAt = (width: number, pressure: number): number => width * (0.4 + 1.2 * Math.min(1, Math.max(0, pressure)));

type Context = Pick<CanvasRenderingContext2D, 'beginPath' | 'moveTo' | 'quadraticCurveTo' | 'stroke' | 'arc' | 'fill' | 'lineCap' | 'lineJoin' | 'lineWidth' | 'strokeStyle' | 'fillStyle'>;

/** Draws a stroke on a context whose transform maps sketch pixels to its own. */
export function drawStroke(context: Context, stroke: Stroke): void {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = stroke.color;
  context.fillStyle = stroke.color;
  const first = stroke.points[0];
  if (!first) return;
  if (stroke.points.length === 1) {
    context.beginPath();
    context.arc(first.x, first.y, lineWidthAt(stroke.width, first.pressure) / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  for (const piece of strokePieces(stroke.points)) {
    context.lineWidth = lineWidthAt(stroke.width, piece.pressure);
    context.beginPath();
    context.moveTo(piece.from.x, piece.from.y);
    context.quadraticCurveTo(piece.control.x, piece.control.y, piece.to.x, piece.to.y);
    context.stroke();
  }
}

/**
 * The sketch as one image at its own size: white, the background (a template
 * page) stretched over the page, the strokes on top — PNG, so thin pencil
 * lines and handwritten figures stay crisp (JPEG at the photos' quality 0.2
 * would smear them; line art on white is small as PNG anyway).
 */
export async function flattenSketch(size: Size, background: CanvasImageSource | null, strokes: readonly Stroke[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas for the sketch');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  if (background) context.drawImage(background, 0, 0, size.width, size.height);
  for (const stroke of strokes) drawStroke(context, stroke);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  // Let the device take the memory back at once (a 2800 px canvas is 30 MB on a tablet).
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('The sketch could not be encoded');
  return blob;
}
