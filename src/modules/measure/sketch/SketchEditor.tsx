import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmptyState } from '../../../ui';
import { blankSketchSize, type Size } from '../../../ui/sketchGeometry';
import { SketchPad } from '../../../ui/SketchPad';
import { TemplateSketch } from './TemplateSketch';
import { TemplateChoice, type SketchTemplate } from './TemplateChoice';

export interface SketchEditorProps {
  open: boolean;
  onClose: () => void;
  /** The drawn sketch as a PNG file, to be added to the measure's sketches. */
  onSave: (sketch: File) => void;
  /** How many sketches the form holds already: names the new one. */
  count: number;
}

type Page = { kind: 'choose' } | { kind: 'blank'; size: Size } | { kind: 'template'; template: SketchTemplate };

/**
 * Drawing a sketch on the tablet (issue 14 "Sketches on the tablet"), over
 * the whole screen: first a blank page or a measurement template (its PDF
 * from the device, pdf.js drawing a page as the background), then the pad.
 * Saving hands the form one PNG — page and strokes — that travels with the
 * measure's save like a photo, offline too.
 */
export function SketchEditor({ open, onClose, onSave, count }: SketchEditorProps) {
  const { t } = useLingui();
  const [page, setPage] = useState<Page>({ kind: 'choose' });
  const close = () => {
    setPage({ kind: 'choose' });
    onClose();
  };
  const save = (png: Blob) => {
    onSave(new File([png], `skica-${count + 1}.png`, { type: 'image/png' }));
    close();
  };
  return (
    // While drawing, Escape does nothing: the pad's own Cancel asks before a drawing is lost.
    <Dialog open={open} onClose={page.kind === 'choose' ? close : () => undefined} className="relative z-50">
      <DialogPanel className="fixed inset-0 flex flex-col bg-white">
        <DialogTitle className="sr-only">{t`Skice e re`}</DialogTitle>
        {page.kind === 'choose' && <TemplateChoice onBlank={() => setPage({ kind: 'blank', size: blankSketchSize({ width: window.innerWidth, height: window.innerHeight }) })} onTemplate={(template) => setPage({ kind: 'template', template })} onCancel={close} />}
        {page.kind === 'blank' && <SketchPad size={page.size} background={null} onSave={save} onCancel={close} />}
        {page.kind === 'template' &&
          (page.template.fileId ? (
            <TemplateSketch fileId={page.template.fileId} name={page.template.name} onSave={save} onCancel={close} onBack={() => setPage({ kind: 'choose' })} />
          ) : (
            <EmptyState message={t`Ky shabllon nuk ka file.`} />
          ))}
      </DialogPanel>
    </Dialog>
  );
}
