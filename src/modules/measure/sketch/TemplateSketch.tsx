import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Button, LoadingState } from '../../../ui';
import { SketchPad } from '../../../ui/SketchPad';
import { useTemplatePage } from './useTemplatePage';

export interface TemplateSketchProps {
  fileId: string;
  name: string;
  onSave: (png: Blob) => void;
  onCancel: () => void;
  /** Back to the choice of page (a template that cannot be shown). */
  onBack: () => void;
}

/**
 * The pad over a template's page: page 1 first, a page picker when the PDF
 * has more (turning the page starts the drawing anew: a sketch is one page).
 */
export function TemplateSketch({ fileId, name, onSave, onCancel, onBack }: TemplateSketchProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const shown = useTemplatePage(fileId, page);
  const canvas = shown.state === 'ready' ? shown.canvas : null;
  const size = useMemo(() => (canvas ? { width: canvas.width, height: canvas.height } : null), [canvas]);
  if (shown.state === 'loading') return <LoadingState>{t`Duke hapur shabllonin ${name}...`}</LoadingState>;
  if (shown.state !== 'ready' || !size) {
    return (
      <div className="flex flex-col items-start gap-3 p-4">
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {shown.state === 'missing' ? t`Shablloni nuk eshte ne kete pajisje dhe nuk ka lidhje me serverin.` : t`Shablloni nuk mund te hapet ne kete pajisje.`}
        </p>
        <Button variant="secondary" onClick={onBack}>
          {t`Zgjidhni nje faqe tjeter`}
        </Button>
      </div>
    );
  }
  const pages =
    shown.count > 1 ? (
      <label className="flex items-center gap-2">
        <span>{t`Faqja`}</span>
        <select value={shown.page} onChange={(e) => setPage(Number(e.target.value))} className="min-h-11 rounded-md border border-slate-400 bg-white px-2">
          {Array.from({ length: shown.count }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {t`${i + 1} nga ${shown.count}`}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  return <SketchPad key={shown.page} size={size} background={shown.canvas} onSave={onSave} onCancel={onCancel} tools={pages} />;
}
