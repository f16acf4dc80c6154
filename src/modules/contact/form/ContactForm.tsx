import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CONTACT_MSG } from '../../../../domain/contact/messages.js';
import { formatTimestamp, toIsoDate } from '../../../../domain/format.js';
import { newId } from '../../../../domain/ids.js';
import { useLocalDb, type OutboxEntry } from '../../../local';
import { Button } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { useHeldClients } from '../liveClients';
import { cityPlace, countryPlace } from '../places/placesCache';
import { usePlaces } from '../places/usePlaces';
import { checkContact, type ContactErrors } from './checkContact';
import { ClientFields } from './ClientFields';
import { ClientJump } from './ClientJump';
import { clientName, draftOfClient, draftOfProject, emptyClientDraft, isContactDraft, type ContactDraft } from './contactDraft';
import { planContactSave } from './planContactSave';
import { ProjectsModal } from './ProjectsModal';
import type { ContactFormSources } from './readContactForm';
import { filesOfRefusedEntry } from './refusedFiles';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface ContactFormProps {
  sources: ContactFormSources;
  /** A refused save of this form, reopened from the pending-changes screen. */
  refused: OutboxEntry | null;
  /** This form's path, where a refused save reopens. */
  formTo: string;
}

/** The form as it opens: a refused save as it was typed, a stored client as stored, or a new one without projects. */
function initialDraft(sources: ContactFormSources, refused: OutboxEntry | null): ContactDraft {
  const typed = refused?.form?.data.draft;
  const storedIds = new Set(sources.projects.map((p) => p.id));
  if (isContactDraft(typed)) return { ...typed, projects: typed.projects.map((p) => ({ ...p, stored: storedIds.has(p.id) })) };
  if (sources.client) return { client: draftOfClient(sources.client), projects: sources.projects.map(draftOfProject) };
  return { client: emptyClientDraft(), projects: [] };
}

const NO_ERRORS: Pick<ContactErrors, 'client' | 'projects'> = { client: {}, projects: {} };

/** A field's messages in the user's language. */
function translatedErrors<K extends string>(i18n: I18n, errors: Partial<Record<K, string>>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) out[key] = translateServerMessage(i18n, message);
  }
  return out;
}

/**
 * The contact form (spec 000 §2 "/dashboard/contact/create/{clientId?}"):
 * the client's fields, the project modal, a search box that jumps to
 * another contact, the created-at line of a stored client. The checks run
 * before anything is queued (checkContact.ts); a new client is one outbox
 * entry with its projects, an edit one entry per changed thing
 * (planContactSave.ts). Both show at once and go when there is signal; the
 * screen then goes back to the list.
 */
export function ContactForm({ sources, refused, formTo }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const clients = useHeldClients();
  const places = usePlaces();
  const stored = sources.client;
  const storedProjects = useMemo(() => new Map(sources.projects.map((p) => [p.id, p])), [sources.projects]);
  const storedFiles = useMemo(() => new Map(sources.projects.map((p) => [p.id, p.projectFiles])), [sources.projects]);
  const [draft, setDraft] = useState<ContactDraft>(() => initialDraft(sources, refused));
  const [files, setFiles] = useState<ReadonlyMap<string, File[]>>(() => (refused ? filesOfRefusedEntry(refused) : new Map()));
  const [errors, setErrors] = useState<ContactErrors | null>(null);
  const [projectsOpen, setProjectsOpen] = useState(false);
  const outboxSave = useOutboxSave(refused?.id);
  const busy = outboxSave.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const translated = (message: string) => translateServerMessage(i18n, message);
  const shown = errors ?? NO_ERRORS;
  const projectErrors = Object.keys(shown.projects).length;

  const change = (next: Partial<ContactDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = checkContact(draft, { stored, storedProjects, clients: clients ?? [], today: toIsoDate(new Date()) });
    if (problems) {
      const inProjects = Object.keys(problems.projects).length > 0 && Object.keys(problems.client).length === 0;
      // Said above the form and at the field, which takes the focus; a project's field is in the modal.
      flushSync(() => {
        setErrors(problems);
        setProjectsOpen(inProjects);
      });
      if (!inProjects) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    let queued = 0;
    const saved = await outboxSave.save(async () => {
      const me = await db.users.get(session.userId);
      const commands = planContactSave(
        draft,
        {
          stored,
          storedProjects,
          files,
          places: { country: (id) => countryPlace(places, id), city: (id) => cityPlace(places, id) },
          newId: refused?.entityId ?? newId(),
          creator: { agentId: session.userId, agent: me ? `${me.firstname} ${me.lastname}` : null },
        },
        { name: clientName(draft.client), form: { to: formTo, data: { draft } } },
      );
      queued = commands.length;
      return commands;
    });
    if (!saved) return;
    if (queued > 0) announceQueuedSave(translated(stored ? CONTACT_MSG.clientEdited : CONTACT_MSG.clientCreated));
    void navigate({ to: '/dashboard/contact' });
  }

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void save(e)} className="flex max-w-4xl flex-col gap-5">
      <ClientJump clients={clients ?? []} currentId={stored?.id ?? null} />
      {refused?.error && <RefusalNotice message={translated(refused.error.message)} />}
      {outboxSave.storageFailure && <StorageRefusal name={outboxSave.storageFailure} />}
      {errors && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {translated(errors.message)}
        </p>
      )}
      {stored && (
        <p className="text-slate-700">
          <Trans>Krijuar me: {formatTimestamp(stored.createdAt)}</Trans>
        </p>
      )}
      <ClientFields
        draft={draft.client}
        onChange={(next) => change({ client: { ...draft.client, ...next } })}
        errors={translatedErrors(i18n, shown.client)}
        places={places}
      />
      <section aria-labelledby="contact-projects" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="contact-projects" className="text-lg font-semibold">
            {t`Projektet`}
          </h2>
          <Button variant="secondary" onClick={() => setProjectsOpen(true)}>
            <Trans>Projektet</Trans> ({draft.projects.length})
          </Button>
        </div>
        {draft.projects.length > 0 && (
          <ul className="list-inside list-disc text-slate-800">
            {draft.projects.map((p) => (
              <li key={p.id}>{p.projectName.trim() || t`(pa emer)`}</li>
            ))}
          </ul>
        )}
        {projectErrors > 0 && (
          <p className="font-medium text-red-800">
            <Plural value={projectErrors} one="# projekt ka gabime: hapni Projektet." other="# projekte kane gabime: hapni Projektet." />
          </p>
        )}
      </section>
      <div>
        {/* The duplicate check needs the mirror's clients, read in a moment when the form opens. */}
        <Button type="submit" busy={busy || clients === undefined}>
          {stored ? <Trans>Ndrysho kontaktin</Trans> : <Trans>Ruaj kontaktin</Trans>}
        </Button>
      </div>
      <ProjectsModal
        open={projectsOpen}
        onClose={() => setProjectsOpen(false)}
        projects={draft.projects}
        onProjects={(projects) => change({ projects })}
        files={files}
        onFiles={(id, picked) => setFiles((all) => new Map(all).set(id, picked))}
        storedFiles={storedFiles}
        errors={Object.fromEntries(Object.entries(shown.projects).map(([id, e]) => [id, translatedErrors(i18n, e)]))}
        articleOptions={sources.articleOptions}
        assigneeOptions={sources.assigneeOptions}
      />
    </form>
  );
}
