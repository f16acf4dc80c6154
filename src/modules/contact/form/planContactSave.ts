import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import type { Command } from '../../../local';
import { createContactCommand, createProjectsCommand, deleteProjectCommand, updateClientCommand, updateProjectCommand, type ContactSaveContext } from './contactCommands';
import { clientEditOf, clientInputOf, newProjectInputOf, projectEditOf, type ContactDraft } from './contactDraft';
import type { NewClientContext, PlaceNames } from './contactRows';

/** What a save of the form is made of besides the draft: where it stands, the files picked, who saves. */
export interface SaveSources {
  /** The client edited; null for a new one. */
  stored: ClientRow | null;
  storedProjects: ReadonlyMap<string, ProjectRow>;
  /** The files picked in the modal, by project id (new files only: stored ones stay). */
  files: ReadonlyMap<string, readonly File[]>;
  places: PlaceNames;
  /** A new client's id: made on the device, or the refused entry's when it is corrected. */
  newId: string;
  /** Who creates a new client (its agent). */
  creator: Omit<NewClientContext, 'country' | 'city'>;
}

const filesOf = (sources: SaveSources, id: string): readonly File[] => sources.files.get(id) ?? [];

/**
 * The commands of one save, in the order the server must see them (spec 000
 * §7; SYNC.md O3 sends them in this order). A new client is ONE command with
 * its projects. An edit sends only what changed: the client's fields, each
 * removed, changed and added project. Removals go first, so a name they free
 * is free for a rename or a new project — unless no stored project stays,
 * then the new ones go first: the server refuses to remove a client's last
 * project ('Ju lutem krijo projekt per kete klient').
 */
export function planContactSave(draft: ContactDraft, sources: SaveSources, context: ContactSaveContext): Command[] {
  const { stored } = sources;
  if (!stored) {
    const input = { ...clientInputOf(draft.client), projects: draft.projects.map(newProjectInputOf) };
    const country = sources.places.country(draft.client.countryId ?? 0);
    const city = draft.client.cityId === null ? null : sources.places.city(draft.client.cityId);
    const files = draft.projects.map((p) => filesOf(sources, p.id));
    return [createContactCommand(sources.newId, input, files, { ...sources.creator, country: country ?? { id: draft.client.countryId ?? 0, name: '' }, city }, context)];
  }

  const clientEdit = clientEditOf(draft.client, stored);
  const client = Object.keys(clientEdit).length > 0 ? [updateClientCommand(stored, clientEdit, sources.places, context)] : [];
  const kept = new Set(draft.projects.map((p) => p.id));
  const removals = [...sources.storedProjects.values()].filter((p) => !kept.has(p.id)).map(deleteProjectCommand);
  const updates = draft.projects.flatMap((p) => {
    const before = sources.storedProjects.get(p.id);
    if (!before) return [];
    const edit = projectEditOf(p, before);
    const files = filesOf(sources, p.id);
    if (Object.keys(edit).length === 0 && files.length === 0) return [];
    // Form-data cannot say "no articles" (an empty list sends no part): a cleared list goes as JSON, the files after it.
    if (edit.orders?.length === 0 && files.length > 0) return [updateProjectCommand(before, edit, [], context), updateProjectCommand(before, {}, files, context)];
    return [updateProjectCommand(before, edit, files, context)];
  });
  const added = draft.projects.filter((p) => !sources.storedProjects.has(p.id));
  const creates =
    added.length > 0
      ? [
          createProjectsCommand(
            stored.id,
            added.map(newProjectInputOf),
            added.map((p) => filesOf(sources, p.id)),
            context,
          ),
        ]
      : [];
  const anyStoredStays = draft.projects.some((p) => sources.storedProjects.has(p.id));
  return anyStoredStays ? [...client, ...removals, ...updates, ...creates] : [...client, ...creates, ...removals, ...updates];
}
