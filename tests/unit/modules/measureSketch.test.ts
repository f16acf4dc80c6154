// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineWidthAt, strokePieces } from '../../../src/ui/sketchDrawing';
import { backingSize, blankSketchSize, fitInside, sketchSizeOf, SKETCH_MAX_SIDE, toSketchPoint } from '../../../src/ui/sketchGeometry';
import {
  canUndo,
  clearSketch,
  emptySketch,
  hasDrawing,
  MIN_POINT_DISTANCE,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  pressureOf,
  undoSketch,
  type SketchPoint,
  type SketchState,
} from '../../../src/ui/sketchStrokes';

const pen = { color: '#000', width: 8 };
const at = (x: number, y: number, pressure = 0.5): SketchPoint => ({ x, y, pressure });

/** A whole stroke drawn by one pointer. */
function draw(state: SketchState, id: number, kind: 'pen' | 'touch' | 'mouse', points: SketchPoint[]): SketchState {
  const [first, ...rest] = points;
  let s = pointerDown(state, id, kind, first!, pen);
  s = pointerMove(s, id, rest);
  return pointerUp(s, id);
}

describe('the sketch stroke model', () => {
  it('keeps a stroke of the drawing pointer, dropping points closer than the jitter distance', () => {
    let s = pointerDown(emptySketch(), 1, 'touch', at(10, 10), pen);
    s = pointerMove(s, 1, [at(10.5, 10), at(20, 10), at(20.2, 10.1), at(30, 10)]);
    s = pointerUp(s, 1);
    expect(s.strokes).toHaveLength(1);
    expect(s.strokes[0]!.points.map((p) => p.x)).toEqual([10, 20, 30]);
    expect(MIN_POINT_DISTANCE).toBeGreaterThan(0.5);
    expect(hasDrawing(s)).toBe(true);
  });

  it('ignores a second finger while one draws (a palm or a knuckle)', () => {
    let s = pointerDown(emptySketch(), 1, 'touch', at(0, 0), pen);
    s = pointerDown(s, 2, 'touch', at(50, 50), pen);
    s = pointerMove(s, 2, [at(60, 60)]);
    s = pointerUp(s, 2);
    expect(s.strokes).toEqual([]);
    s = pointerUp(pointerMove(s, 1, [at(5, 5)]), 1);
    expect(s.strokes).toHaveLength(1);
    expect(s.strokes[0]!.points[0]).toEqual(at(0, 0));
  });

  it('lets a pen take over from a palm that touched first, and refuses fingers once a pen was used', () => {
    let s = pointerDown(emptySketch(), 1, 'touch', at(0, 0), pen);
    s = pointerDown(s, 2, 'pen', at(100, 100, 0.8), pen);
    expect(s.active?.pointerId).toBe(2);
    s = pointerUp(pointerMove(s, 2, [at(110, 100, 0.8)]), 2);
    // The palm's stroke never lands.
    expect(s.strokes).toHaveLength(1);
    expect(s.strokes[0]!.points[0]!.x).toBe(100);
    expect(s.penSeen).toBe(true);
    const touched = draw(s, 3, 'touch', [at(0, 0), at(40, 40)]);
    expect(touched.strokes).toHaveLength(1);
    // A mouse still draws (a desktop with a stylus tablet and a mouse).
    expect(draw(s, 4, 'mouse', [at(0, 0), at(40, 40)]).strokes).toHaveLength(2);
  });

  it('drops a cancelled stroke and ignores events of pointers that do not draw', () => {
    let s = pointerDown(emptySketch(), 1, 'pen', at(0, 0), pen);
    expect(pointerMove(s, 9, [at(50, 50)])).toBe(s);
    expect(pointerUp(s, 9)).toBe(s);
    s = pointerCancel(s, 1);
    expect(s.active).toBeNull();
    expect(s.strokes).toEqual([]);
  });

  it('undoes the last stroke, and a clear as one step that brings the strokes back', () => {
    let s = draw(emptySketch(), 1, 'mouse', [at(0, 0), at(10, 10)]);
    s = draw(s, 1, 'mouse', [at(20, 20), at(30, 30)]);
    s = clearSketch(s);
    expect(s.strokes).toEqual([]);
    expect(canUndo(s)).toBe(true);
    s = undoSketch(s);
    expect(s.strokes).toHaveLength(2);
    s = undoSketch(s);
    expect(s.strokes).toHaveLength(1);
    s = undoSketch(undoSketch(s));
    expect(s.strokes).toEqual([]);
    expect(canUndo(s)).toBe(false);
    // Clearing an empty page is not a step to undo.
    expect(canUndo(clearSketch(s))).toBe(false);
  });

  it('draws with the pen’s pressure only: fingers and mice at the middle width', () => {
    expect(pressureOf('pen', 0.9)).toBe(0.9);
    expect(pressureOf('pen', 0)).toBe(0.5);
    expect(pressureOf('touch', 1)).toBe(0.5);
    expect(pressureOf('mouse', 0.5)).toBe(0.5);
    expect(lineWidthAt(10, 0.5)).toBeCloseTo(10);
    expect(lineWidthAt(10, 0)).toBeCloseTo(4);
    expect(lineWidthAt(10, 1)).toBeCloseTo(16);
    expect(lineWidthAt(10, 7)).toBeCloseTo(16);
  });
});

describe('the smoothed curve of a stroke', () => {
  it('joins the midpoints between points, bent at each point, from the first point to the last', () => {
    const points = [at(0, 0), at(10, 0), at(20, 10), at(30, 10)];
    const pieces = strokePieces(points);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]).toMatchObject({ from: { x: 0, y: 0 }, control: { x: 10, y: 0 }, to: { x: 15, y: 5 } });
    expect(pieces[1]).toMatchObject({ from: { x: 15, y: 5 }, control: { x: 20, y: 10 }, to: { x: 30, y: 10 } });
    // Each piece starts where the last ended: one unbroken line.
    expect(pieces[1]!.from).toEqual(pieces[0]!.to);
  });

  it('draws two points as one straight piece and a tap as a dot (no piece)', () => {
    expect(strokePieces([at(0, 0), at(10, 0)])).toEqual([{ from: at(0, 0), control: { x: 5, y: 0 }, to: at(10, 0), pressure: 0.5 }]);
    expect(strokePieces([at(3, 3)])).toEqual([]);
  });
});

describe('the sketch sizes', () => {
  it('saves a page at its shape with the longest side SKETCH_MAX_SIDE, scaling an A4 template up', () => {
    const a4 = { width: 595.28, height: 841.89 };
    const size = sketchSizeOf(a4);
    expect(size.height).toBe(SKETCH_MAX_SIDE);
    expect(size.width / size.height).toBeCloseTo(a4.width / a4.height, 3);
    expect(sketchSizeOf({ width: 8000, height: 2000 }, 1000)).toEqual({ width: 1000, height: 250 });
  });

  it('turns a blank A4 page the way the screen is', () => {
    const landscape = blankSketchSize({ width: 1280, height: 800 });
    const portrait = blankSketchSize({ width: 800, height: 1280 });
    expect(landscape.width).toBeGreaterThan(landscape.height);
    expect(portrait).toEqual({ width: landscape.height, height: landscape.width });
    expect(landscape.width / landscape.height).toBeCloseTo(Math.SQRT2, 2);
  });

  it('fits the page into the screen with its shape kept', () => {
    expect(fitInside({ width: 2000, height: 1000 }, { width: 1000, height: 1000 })).toEqual({ width: 1000, height: 500, scale: 0.5 });
    expect(fitInside({ width: 1000, height: 2000 }, { width: 1000, height: 1000 })).toEqual({ width: 500, height: 1000, scale: 0.5 });
  });

  it('gives a canvas the screen’s pixel density, within what a tablet can hold', () => {
    expect(backingSize({ width: 1000, height: 700 }, 2)).toEqual({ width: 2000, height: 1400, ratio: 2 });
    const capped = backingSize({ width: 2732, height: 2048 }, 3);
    expect(capped.width * capped.height).toBeLessThanOrEqual(16_000_000 * 1.001);
    expect(capped.ratio).toBeLessThan(3);
  });

  it('puts a finger on the sketch where it is on the shown page, kept on the page', () => {
    const rect = { left: 100, top: 50, width: 500, height: 250 };
    const sketch = { width: 2000, height: 1000 };
    expect(toSketchPoint({ x: 350, y: 175 }, rect, sketch)).toEqual({ x: 1000, y: 500 });
    expect(toSketchPoint({ x: 90, y: 400 }, rect, sketch)).toEqual({ x: 0, y: 1000 });
  });
});
