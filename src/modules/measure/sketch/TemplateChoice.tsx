import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb } from '../../../local';
import { Button, LoadingState } from '../../../ui';

/** A measurement template as the sketch editor offers it (the admin's list, spec 001 §5: a name and its PDF). */
export interface SketchTemplate {
  id: string;
  name: string;
  fileId: string | null;
}

/** The page a sketch is drawn on: blank, or one of the measurement templates from the mirror. */
export function TemplateChoice({ onBlank, onTemplate, onCancel }: { onBlank: () => void; onTemplate: (t: SketchTemplate) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const db = useLocalDb();
  const templates = useLiveQuery(() => db.measurementTemplates.orderBy('nameOfFile').toArray(), [db]);
  return (
    <div className="flex flex-col gap-4 overflow-y-auto p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t`Ku te vizatohet skica?`}</h2>
        <Button variant="ghost" onClick={onCancel}>
          {t`Anulo`}
        </Button>
      </div>
      <Button onClick={onBlank} className="self-start" data-autofocus>
        {t`Faqe e bardhe`}
      </Button>
      <section aria-labelledby="sketch-templates" className="flex flex-col gap-2">
        <h3 id="sketch-templates" className="font-semibold">
          {t`Mbi nje shabllon matjeje`}
        </h3>
        {!templates ? (
          <LoadingState />
        ) : templates.length === 0 ? (
          <p className="text-slate-700">{t`Nuk ka shabllone matjeje.`}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {templates.map((tpl) => (
              <li key={tpl.id}>
                <Button variant="secondary" onClick={() => onTemplate({ id: tpl.id, name: tpl.nameOfFile, fileId: tpl.fileId })}>
                  {tpl.nameOfFile}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
