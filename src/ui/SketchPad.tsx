import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { flattenSketch } from './sketchDrawing';
import type { Size } from './sketchGeometry';
import { SketchSurface, type SketchSurfaceHandle } from './SketchSurface';

/** The pen's colours: pencil black, and blue and red for a second dimension or a correction. */
const COLOURS = [
  { value: '#0f172a', name: 'black' },
  { value: '#1d4ed8', name: 'blue' },
  { value: '#b91c1c', name: 'red' },
] as const;

/** Line widths in sketch pixels (the page is SKETCH_MAX_SIDE wide): a fine line for dimensions, a marker for outlines. */
const WIDTHS = [
  { value: 4, name: 'thin' },
  { value: 8, name: 'medium' },
  { value: 16, name: 'thick' },
] as const;

export interface SketchPadProps {
  /** The sketch's own size (sketchGeometry.ts: sketchSizeOf a template page, or blankSketchSize). */
  size: Size;
  background: CanvasImageSource | null;
  /** Receives the sketch as one PNG: page and strokes. */
  onSave: (png: Blob) => void;
  onCancel: () => void;
  /** More controls before the pen's (a template's page picker). */
  tools?: ReactNode;
}

/**
 * A drawing pad for finger or stylus (SketchSurface) under a toolbar: pen
 * colour and width, undo (also Ctrl+Z), clear, cancel and save. Cancelling a
 * drawing asks first. Every control is a ≥ 44 px button that says its state
 * (aria-pressed), so it works by keyboard on a desktop too.
 */
export function SketchPad({ size, background, onSave, onCancel, tools }: SketchPadProps) {
  const { t } = useLingui();
  const surface = useRef<SketchSurfaceHandle>(null);
  const [pen, setPen] = useState<{ color: string; width: number }>({ color: COLOURS[0].value, width: WIDTHS[1].value });
  const [state, setState] = useState({ canUndo: false, hasDrawing: false });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const colourNames: Record<(typeof COLOURS)[number]['name'], string> = { black: t`E zeze`, blue: t`Blu`, red: t`E kuqe` };
  const widthNames: Record<(typeof WIDTHS)[number]['name'], string> = { thin: t`Vije e holle`, medium: t`Vije mesatare`, thick: t`Vije e trashe` };

  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      onSave(await flattenSketch(size, background, surface.current?.strokes() ?? []));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  // Ctrl+Z (⌘Z) undoes while the pad is open, wherever the focus is in it.
  useEffect(() => {
    const undoKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        surface.current?.undo();
      }
    };
    window.addEventListener('keydown', undoKey);
    return () => window.removeEventListener('keydown', undoKey);
  }, []);
  const choice = 'inline-flex size-11 items-center justify-center rounded-md border-2 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 border-transparent';

  return (
    <div className="flex size-full flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-300 bg-white p-2" role="toolbar" aria-label={t`Veglat e skices`}>
        {tools}
        <div className="flex gap-1" role="group" aria-label={t`Ngjyra`}>
          {COLOURS.map((c) => (
            <button key={c.value} type="button" aria-pressed={pen.color === c.value} aria-label={colourNames[c.name]} title={colourNames[c.name]} onClick={() => setPen({ ...pen, color: c.value })} className={choice}>
              <span aria-hidden="true" className="size-6 rounded-full" style={{ backgroundColor: c.value }} />
            </button>
          ))}
        </div>
        <div className="flex gap-1" role="group" aria-label={t`Trashesia`}>
          {WIDTHS.map((w) => (
            <button key={w.value} type="button" aria-pressed={pen.width === w.value} aria-label={widthNames[w.name]} title={widthNames[w.name]} onClick={() => setPen({ ...pen, width: w.value })} className={choice}>
              <span aria-hidden="true" className="w-6 rounded-full bg-slate-900" style={{ height: w.value / 2 }} />
            </button>
          ))}
        </div>
        <Button variant="secondary" onClick={() => surface.current?.undo()} disabled={!state.canUndo}>
          {t`Zhbej`}
        </Button>
        <Button variant="secondary" onClick={() => surface.current?.clear()} disabled={!state.hasDrawing}>
          {t`Pastro`}
        </Button>
        <span className="flex-1" />
        <Button variant="ghost" onClick={() => (state.hasDrawing ? setConfirming(true) : onCancel())}>
          {t`Anulo`}
        </Button>
        <Button onClick={() => void save()} busy={busy} disabled={!state.hasDrawing}>
          {t`Ruaj skicen`}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="bg-red-50 p-2 font-medium text-red-900">
          {t`Skica nuk u ruajt: pajisja nuk ka memorie te mjaftueshme. Mbyllni disa dritare dhe provoni perseri.`}
        </p>
      )}
      <SketchSurface ref={surface} size={size} background={background} pen={pen} onChange={setState} />
      <ConfirmDialog
        open={confirming}
        title={t`Te hiqet skica?`}
        message={t`Vizatimi nuk eshte ruajtur dhe do te humbase.`}
        confirmLabel={t`Hiqe`}
        cancelLabel={t`Vazhdo vizatimin`}
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
