import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { Button } from './Button';
import { canDraw2d } from './canvas2d';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './fieldIds';
import { labelClass } from './fieldStyles';

/** Spec 001 §9: the signature canvas is 400 × 200. */
export const SIGNATURE_WIDTH = 400;
export const SIGNATURE_HEIGHT = 200;

export interface SignaturePadProps {
  label: ReactNode;
  /** Receives the signature as a 400 × 200 PNG. */
  onSave: (png: Blob) => void;
  onClear?: () => void;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  disabled?: boolean;
  id?: string;
}

/**
 * A 400 × 200 signature canvas (react-signature-canvas) with Clear and Save.
 *
 * On a screen narrower than 400 px the canvas is shown smaller with its 2:1 shape
 * kept, while its bitmap stays 400 × 200: the drawing context is scaled by
 * 400 / shown width, so the pen lands under the finger and Save always yields the
 * same 400 × 200 PNG. The bitmap never changes size, so turning a tablet keeps
 * what was drawn.
 */
export function SignaturePad({ label, onSave, onClear, hint, error, disabled = false, id }: SignaturePadProps) {
  const { t } = useLingui();
  const ids = useFieldIds(id);
  const helpId = useId();
  const pad = useRef<SignatureCanvas>(null);
  const [drawable] = useState(canDraw2d);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = pad.current?.getCanvas();
    if (!canvas) return;
    const fitToShownSize = () => {
      const shownWidth = canvas.getBoundingClientRect().width;
      if (shownWidth === 0) return;
      const scale = SIGNATURE_WIDTH / shownWidth;
      canvas.getContext('2d')?.setTransform(scale, 0, 0, scale, 0, 0);
    };
    fitToShownSize();
    const observer = new ResizeObserver(fitToShownSize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [drawable]);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
    onClear?.();
  };
  const save = () => {
    pad.current?.getCanvas().toBlob((png) => {
      if (png) onSave(png);
    }, 'image/png');
  };

  return (
    <div role="group" aria-labelledby={ids.labelId} className="flex flex-col gap-2">
      <span id={ids.labelId} className={labelClass}>
        {label}
      </span>
      <div
        className="w-full overflow-hidden rounded-md border-2 border-dashed border-slate-400 bg-white"
        style={{ maxWidth: SIGNATURE_WIDTH, aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}` }}
      >
        {drawable ? (
          <SignatureCanvas
            ref={pad}
            clearOnResize={false}
            penColor="#0f172a"
            backgroundColor="rgb(255,255,255)"
            onEnd={() => setEmpty(false)}
            canvasProps={{
              width: SIGNATURE_WIDTH,
              height: SIGNATURE_HEIGHT,
              role: 'img',
              'aria-label': t`Fusha e nenshkrimit`,
              'aria-describedby': helpId,
              className: 'block h-auto w-full touch-none',
            }}
          />
        ) : (
          <p role="alert" className="flex h-full items-center justify-center p-4 text-center text-red-700">
            <Trans>Kjo pajisje nuk mund te vizatoje nenshkrimin. Mbyllni disa dritare dhe provoni perseri.</Trans>
          </p>
        )}
      </div>
      <p id={helpId} className="sr-only">
        <Trans>Nenshkruani me gisht ose me maus brenda fushes.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={clear} disabled={disabled || !drawable || empty}>
          {t`Pastro`}
        </Button>
        <Button onClick={save} disabled={disabled || !drawable || empty}>
          {t`Ruaj nenshkrimin`}
        </Button>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
