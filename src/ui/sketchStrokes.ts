/**
 * The drawing of a sketch as data (SketchPad.tsx draws it): strokes in the
 * sketch's own coordinates — the pixels of the image it is saved as — so a
 * resize or a turned tablet changes only how it is shown, never what was
 * drawn. Pure: the pad feeds it pointer events and draws what it answers.
 */

export type PointerKind = 'pen' | 'touch' | 'mouse';

export interface SketchPoint {
  x: number;
  y: number;
  /** 0–1 as the pointer reports it; 0.5 where the device has none (mouse, most fingers). */
  pressure: number;
}

export interface Stroke {
  color: string;
  /** The line's width in sketch pixels at pressure 0.5. */
  width: number;
  points: SketchPoint[];
}

/** What undo takes back: a stroke added, or a clear (whose strokes come back). */
type Step = { kind: 'stroke' } | { kind: 'clear'; strokes: Stroke[] };

export interface SketchState {
  /** The finished strokes, oldest first. */
  strokes: Stroke[];
  /** The stroke being drawn, by the pointer drawing it. */
  active: { pointerId: number; kind: PointerKind; stroke: Stroke } | null;
  /**
   * A pen has drawn on this sketch: from then on fingers do not draw (palm
   * rejection — the hand resting on the glass while the stylus writes).
   */
  penSeen: boolean;
  history: Step[];
}

export const emptySketch = (): SketchState => ({ strokes: [], active: null, penSeen: false, history: [] });

/**
 * Points closer than this to the last one are dropped (sketch pixels): a
 * finger's jitter adds nothing but weight, and the curve through the kept
 * points is smoother.
 */
export const MIN_POINT_DISTANCE = 1.5;

/** The pressure a pointer is drawn with: the pen's own; others draw at the middle width. */
export const pressureOf = (kind: PointerKind, reported: number): number => (kind === 'pen' && reported > 0 ? Math.min(1, reported) : 0.5);

/** Whether a pointer may start a stroke now: a finger never once a pen was used; a second pointer never while one draws — except a pen, which takes over from a palm. */
function mayStart(state: SketchState, kind: PointerKind): boolean {
  if (kind === 'touch' && state.penSeen) return false;
  if (!state.active) return true;
  return kind === 'pen' && state.active.kind === 'touch';
}

/** A pointer goes down: a new stroke starts, unless the pointer is refused (mayStart). A pen replaces a touch stroke in progress (the palm that landed first). */
export function pointerDown(state: SketchState, pointerId: number, kind: PointerKind, point: SketchPoint, pen: { color: string; width: number }): SketchState {
  if (!mayStart(state, kind)) return state;
  return {
    ...state,
    penSeen: state.penSeen || kind === 'pen',
    active: { pointerId, kind, stroke: { color: pen.color, width: pen.width, points: [point] } },
  };
}

const distance = (a: SketchPoint, b: SketchPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/** The drawing pointer moves (its coalesced points, in order): each point far enough from the last is kept. Other pointers are ignored. */
export function pointerMove(state: SketchState, pointerId: number, points: readonly SketchPoint[]): SketchState {
  const active = state.active;
  if (!active || active.pointerId !== pointerId) return state;
  const kept = [...active.stroke.points];
  for (const p of points) {
    const last = kept[kept.length - 1];
    if (!last || distance(last, p) >= MIN_POINT_DISTANCE) kept.push(p);
  }
  if (kept.length === active.stroke.points.length) return state;
  return { ...state, active: { ...active, stroke: { ...active.stroke, points: kept } } };
}

/** The drawing pointer lifts: its stroke joins the sketch (a tap is a dot: one point, drawn round). */
export function pointerUp(state: SketchState, pointerId: number): SketchState {
  const active = state.active;
  if (!active || active.pointerId !== pointerId) return state;
  return { ...state, active: null, strokes: [...state.strokes, active.stroke], history: [...state.history, { kind: 'stroke' }] };
}

/** The system took the pointer (a gesture, the palm became a scroll): its stroke is dropped. */
export function pointerCancel(state: SketchState, pointerId: number): SketchState {
  return state.active?.pointerId === pointerId ? { ...state, active: null } : state;
}

/** Everything off the page; undo brings it back. Nothing drawn: nothing to clear. */
export function clearSketch(state: SketchState): SketchState {
  if (state.strokes.length === 0) return { ...state, active: null };
  return { ...state, active: null, strokes: [], history: [...state.history, { kind: 'clear', strokes: state.strokes }] };
}

/** Takes back the last step: the last stroke, or a clear. */
export function undoSketch(state: SketchState): SketchState {
  const last = state.history[state.history.length - 1];
  if (!last) return state;
  const history = state.history.slice(0, -1);
  return last.kind === 'clear' ? { ...state, active: null, strokes: last.strokes, history } : { ...state, active: null, strokes: state.strokes.slice(0, -1), history };
}

export const canUndo = (state: SketchState): boolean => state.history.length > 0;

/** Whether anything is on the page (a save of nothing is not offered). */
export const hasDrawing = (state: SketchState): boolean => state.strokes.length > 0;
