import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { drawStroke } from './sketchDrawing';
import { backingSize, fitInside, toSketchPoint, type Size } from './sketchGeometry';
import {
  canUndo,
  clearSketch,
  emptySketch,
  hasDrawing,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  pressureOf,
  undoSketch,
  type PointerKind,
  type SketchPoint,
  type SketchState,
  type Stroke,
} from './sketchStrokes';

export interface SketchSurfaceHandle {
  undo(): void;
  clear(): void;
  strokes(): readonly Stroke[];
}

export interface SketchSurfaceProps {
  /** The sketch's own size (the saved image's pixels). */
  size: Size;
  /** A template page under the strokes; white without. */
  background: CanvasImageSource | null;
  pen: { color: string; width: number };
  /** Told after every change that changes what the toolbar offers. */
  onChange: (state: { canUndo: boolean; hasDrawing: boolean }) => void;
  ref?: Ref<SketchSurfaceHandle>;
}

type Layer = 'background' | 'strokes' | 'live';

const kindOf = (type: string): PointerKind => (type === 'pen' || type === 'touch' ? type : 'mouse');

/**
 * The drawing surface: three canvases stacked — the page (white or a
 * template), the finished strokes, the stroke being drawn — each at the
 * screen's pixel density, fitted into the space it is given with the page's
 * shape kept. Pointer events draw (finger, stylus with its pressure, mouse),
 * with palm rejection (sketchStrokes.ts); the stroke in progress is drawn
 * once per frame on its own layer, so a long sketch stays fluid.
 */
export function SketchSurface({ size, background, pen, onChange, ref }: SketchSurfaceProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const layers = useRef<Record<Layer, HTMLCanvasElement | null>>({ background: null, strokes: null, live: null });
  const sketch = useRef<SketchState>(emptySketch());
  const frame = useRef<number | null>(null);
  const [shown, setShown] = useState<Size & { scale: number }>({ width: 0, height: 0, scale: 0 });

  /** A layer's context, cleared, with sketch pixels mapped to its own. */
  const contextOf = useCallback(
    (layer: Layer) => {
      const canvas = layers.current[layer];
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return null;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.setTransform(canvas.width / size.width, 0, 0, canvas.height / size.height, 0, 0);
      return context;
    },
    [size],
  );

  const drawStrokes = useCallback(() => {
    const context = contextOf('strokes');
    if (context) for (const stroke of sketch.current.strokes) drawStroke(context, stroke);
  }, [contextOf]);

  const drawLive = useCallback(() => {
    frame.current = null;
    const context = contextOf('live');
    const active = sketch.current.active;
    if (context && active) drawStroke(context, active.stroke);
  }, [contextOf]);

  const report = useCallback(() => onChange({ canUndo: canUndo(sketch.current), hasDrawing: hasDrawing(sketch.current) }), [onChange]);

  useImperativeHandle(
    ref,
    () => ({
      undo() {
        sketch.current = undoSketch(sketch.current);
        drawStrokes();
        drawLive();
        report();
      },
      clear() {
        sketch.current = clearSketch(sketch.current);
        drawStrokes();
        drawLive();
        report();
      },
      strokes: () => sketch.current.strokes,
    }),
    [drawLive, drawStrokes, report],
  );

  // The page fits the space it is given, whatever the tablet's orientation.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => setShown(fitInside(size, { width: element.clientWidth, height: element.clientHeight }));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [size]);

  // Each layer at the screen's density for the shown size; then everything is drawn again.
  useEffect(() => {
    if (shown.width === 0) return;
    const backing = backingSize(shown, window.devicePixelRatio || 1);
    for (const canvas of Object.values(layers.current)) {
      if (!canvas) continue;
      canvas.width = backing.width;
      canvas.height = backing.height;
    }
    const page = contextOf('background');
    if (page) {
      page.fillStyle = '#ffffff';
      page.fillRect(0, 0, size.width, size.height);
      if (background) page.drawImage(background, 0, 0, size.width, size.height);
    }
    drawStrokes();
    drawLive();
  }, [shown, size, background, contextOf, drawStrokes, drawLive]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const pointOf = (e: { clientX: number; clientY: number; pressure: number }, kind: PointerKind, target: HTMLCanvasElement): SketchPoint => ({
    ...toSketchPoint({ x: e.clientX, y: e.clientY }, target.getBoundingClientRect(), size),
    pressure: pressureOf(kind, e.pressure),
  });
  const scheduleLive = () => {
    frame.current ??= requestAnimationFrame(drawLive);
  };

  const down = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const kind = kindOf(e.pointerType);
    if (kind === 'mouse' && e.button !== 0) return;
    const next = pointerDown(sketch.current, e.pointerId, kind, pointOf(e, kind, e.currentTarget), pen);
    if (next === sketch.current) return;
    sketch.current = next;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    scheduleLive();
  };
  const move = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const active = sketch.current.active;
    if (active?.pointerId !== e.pointerId) return;
    const target = e.currentTarget;
    // A stylus reports up to 240 points a second; the browser hands them over once a frame.
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    const points = (events.length > 0 ? events : [e]).map((p) => pointOf(p, active.kind, target));
    sketch.current = pointerMove(sketch.current, e.pointerId, points);
    scheduleLive();
  };
  const up = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const before = sketch.current;
    sketch.current = pointerUp(before, e.pointerId);
    if (sketch.current === before) return;
    const context = layers.current.strokes?.getContext('2d');
    const stroke = sketch.current.strokes.at(-1);
    if (context && stroke) drawStroke(context, stroke);
    drawLive();
    report();
  };
  const cancel = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    sketch.current = pointerCancel(sketch.current, e.pointerId);
    drawLive();
  };

  const layerClass = 'absolute inset-0 size-full';
  return (
    <div ref={box} className="flex min-h-0 flex-1 items-center justify-center overflow-hidden bg-slate-300">
      <div className="relative shadow-lg" style={{ width: shown.width, height: shown.height }}>
        <canvas ref={(c) => void (layers.current.background = c)} className={layerClass} aria-hidden="true" />
        <canvas ref={(c) => void (layers.current.strokes = c)} className={layerClass} aria-hidden="true" />
        <canvas
          ref={(c) => void (layers.current.live = c)}
          className={`${layerClass} cursor-crosshair touch-none select-none`}
          role="img"
          aria-label={t`Faqja e skices: vizatoni me gisht, me stilolaps ose me maus`}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={cancel}
          onLostPointerCapture={cancel}
          onContextMenu={(e) => e.preventDefault()}
        />
      </div>
    </div>
  );
}
