import { Trans, useLingui } from '@lingui/react/macro';
import type { SearchKind } from '../../../domain/search/searchTargets.js';
import type { SearchGroup, SearchHit } from './findHits';
import type { SearchRows } from './searchIndex';

export interface SearchPopupProps {
  /** The listbox's id (the field's aria-controls); an option's id is `optionId(listboxId, hit)`. */
  listboxId: string;
  rows: SearchRows | undefined;
  groups: readonly SearchGroup[] | null;
  /** The text the groups answer (data-search-for: tests and the benchmark wait for it). */
  answered: string;
  active: SearchHit | null;
  onOpen: (hit: SearchHit) => void;
}

export const optionId = (listboxId: string, hit: SearchHit): string => `${listboxId}-${hit.kind}-${hit.entry.id}`;

/** A result's two lines: what it is, and whose. */
function describe(hit: SearchHit, rows: SearchRows, labels: { offer: (n: number) => string; transport: (code: string) => string }): { label: string; detail: string } {
  const clientName = (id: string) => rows.clients.get(id)?.name;
  const projectName = (id: string | null) => (id === null ? undefined : rows.projects.get(id)?.name);
  const line = (...parts: (string | null | undefined)[]) => parts.filter((p) => p).join(' · ');
  switch (hit.kind) {
    case 'clients':
      return { label: hit.entry.name, detail: line(hit.entry.phone, hit.entry.company) };
    case 'projects':
      return { label: hit.entry.name, detail: line(clientName(hit.entry.clientId)) };
    case 'offers':
      return { label: labels.offer(hit.entry.number), detail: line(clientName(hit.entry.clientId), projectName(hit.entry.projectId)) };
    case 'transports': {
      const project = rows.projects.get(hit.entry.projectId);
      return { label: labels.transport(hit.entry.code), detail: line(project?.name, project && clientName(project.clientId)) };
    }
  }
}

/**
 * The search's results under the field: grouped by kind (a listbox of
 * groups, the combobox pattern), at most a few per kind with how many
 * answer; or, while the mirror is first read, a loading line, and when
 * nothing answers, the spec's empty text.
 */
export function SearchPopup({ listboxId, rows, groups, answered, active, onOpen }: SearchPopupProps) {
  const { t } = useLingui();
  const labels = { offer: (number: number) => t`Oferta nr. ${number}`, transport: (code: string) => t`Transporti ${code}` };
  const titles: Record<SearchKind, string> = { clients: t`Klientet`, projects: t`Projektet`, offers: t`Ofertat`, transports: t`Transportet` };
  const frame = 'absolute inset-x-0 top-full z-30 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border border-slate-200 bg-white shadow-lg md:mt-1 md:rounded-md';
  if (!rows || !groups) {
    return (
      // No data-search-for: the text is not answered yet, only being read.
      <div className={frame}>
        <p className="px-3 py-3 text-slate-700">
          <Trans>Duke u ngarkuar...</Trans>
        </p>
      </div>
    );
  }
  if (groups.length === 0) {
    return (
      <div className={frame} data-search-for={answered}>
        <p className="px-3 py-3 text-slate-700">
          <Trans>Nuk ka te dhena !</Trans>
        </p>
      </div>
    );
  }
  return (
    <div id={listboxId} role="listbox" aria-label={t`Rezultatet e kerkimit`} className={frame} data-search-for={answered}>
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`} className="py-1">
          <div id={`${listboxId}-${group.kind}`} role="presentation" className="px-3 pt-2 pb-1 text-sm font-semibold text-slate-700">
            {titles[group.kind]} <span className="font-normal">({group.total})</span>
          </div>
          {group.entries.map((entry) => {
            const hit = { kind: group.kind, entry } as SearchHit;
            const { label, detail } = describe(hit, rows, labels);
            const selected = active?.kind === hit.kind && active.entry.id === entry.id;
            return (
              // The keys are the field's (aria-activedescendant: the focus stays in it), so an option takes the pointer only.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={entry.id}
                id={optionId(listboxId, hit)}
                role="option"
                tabIndex={-1}
                aria-selected={selected}
                data-search-kind={hit.kind}
                // Keeps the focus in the field, so the click that follows opens the row and the list stays a combobox's.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onOpen(hit)}
                className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1 ${selected ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700' : 'hover:bg-slate-50'}`}
              >
                <span className="font-medium text-slate-900">{label}</span>
                {detail && <span className="text-sm text-slate-700">{detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
