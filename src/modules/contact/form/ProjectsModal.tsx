import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProjectFile } from '../../../../domain/contact/clientShape.js';
import { newId } from '../../../../domain/ids.js';
import { Button, ConfirmDialog, Modal, type SelectOption } from '../../../ui';
import type { ProjectErrors } from './checkContact';
import { emptyProjectDraft, type ProjectDraft } from './contactDraft';
import { ProjectFields } from './ProjectFields';

export interface ProjectsModalProps {
  open: boolean;
  onClose: () => void;
  projects: readonly ProjectDraft[];
  onProjects: (projects: ProjectDraft[]) => void;
  /** The files picked for each project, by project id. */
  files: ReadonlyMap<string, readonly File[]>;
  onFiles: (projectId: string, files: File[]) => void;
  storedFiles: ReadonlyMap<string, readonly ProjectFile[]>;
  errors: Readonly<Record<string, ProjectErrors>>;
  articleOptions: readonly SelectOption[];
  assigneeOptions: readonly SelectOption[];
}

/**
 * The project modal the 'Projektet' button opens (spec 000 §2): the
 * client's projects, stored and new, each with its fields; a project is
 * added here and removed here (a stored one after a question). Nothing is
 * sent until the contact is saved.
 */
export function ProjectsModal({ open, onClose, projects, onProjects, files, onFiles, storedFiles, errors, articleOptions, assigneeOptions }: ProjectsModalProps) {
  const { t } = useLingui();
  const [toRemove, setToRemove] = useState<ProjectDraft | null>(null);
  const change = (id: string, next: Partial<ProjectDraft>) => onProjects(projects.map((p) => (p.id === id ? { ...p, ...next } : p)));
  const remove = (id: string) => onProjects(projects.filter((p) => p.id !== id));
  const nameOf = (p: ProjectDraft, index: number) => p.projectName.trim() || t`Projekti ${index + 1}`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Projektet`}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onProjects([...projects, emptyProjectDraft(newId())])}>
            <Trans>Shto projekt</Trans>
          </Button>
          <Button onClick={onClose}>
            <Trans>Gati</Trans>
          </Button>
        </>
      }
    >
      {projects.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Ky klient nuk ka ende projekt. Shtoni nje projekt.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-6">
          {projects.map((p, index) => (
            <li key={p.id}>
              <section aria-label={nameOf(p, index)} className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold">{nameOf(p, index)}</h3>
                  <Button variant="secondary" onClick={() => (p.stored ? setToRemove(p) : remove(p.id))}>
                    <Trans>Hiq projektin</Trans>
                  </Button>
                </div>
                <ProjectFields
                  project={p}
                  onChange={(next) => change(p.id, next)}
                  files={files.get(p.id) ?? []}
                  onFiles={(picked) => onFiles(p.id, picked)}
                  storedFiles={storedFiles.get(p.id) ?? []}
                  errors={errors[p.id] ?? {}}
                  articleOptions={articleOptions}
                  assigneeOptions={assigneeOptions}
                />
              </section>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t`Fshirja e projektit`}
        message={toRemove && t`Projekti "${toRemove.projectName}" fshihet kur te ruani kontaktin.`}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) remove(toRemove.id);
          setToRemove(null);
        }}
      />
    </Modal>
  );
}
