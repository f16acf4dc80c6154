import { useLingui } from '@lingui/react/macro';
import { PROJECT_FILES } from '../../../../domain/contact/projectBody.js';
import { SHIPMENT_DESTINATIONS, toggleShipmentDestination } from '../../../../domain/contact/projectRules.js';
import type { ProjectFile } from '../../../../domain/contact/clientShape.js';
import { Checkbox, DateInput, FileInput, Select, TextArea, TextField, type SelectOption } from '../../../ui';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { DESTINATION_LABELS } from '../../../app/filters/destinationLabels';
import type { ProjectErrors } from './checkContact';
import type { ProjectDraft } from './contactDraft';

export interface ProjectFieldsProps {
  project: ProjectDraft;
  onChange: (change: Partial<ProjectDraft>) => void;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  /** The files the project already has on the server. */
  storedFiles: readonly ProjectFile[];
  errors: ProjectErrors;
  articleOptions: readonly SelectOption[];
  assigneeOptions: readonly SelectOption[];
}

/**
 * One project of the project modal (spec 000 §2, §3 "Project", §5 "Project
 * modal"): name (required), address, measure date, location ('lat,lng' or a
 * place; text made only of letters is refused), comment, the shipment
 * destination as checkboxes holding exactly one, the ordered articles, the
 * project's files (images and PDFs) and who measures it.
 */
export function ProjectFields({ project, onChange, files, onFiles, storedFiles, errors, articleOptions, assigneeOptions }: ProjectFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t`Emri i projektit`} required value={project.projectName} onChange={(projectName) => onChange({ projectName })} error={errors.projectName ?? null} autoComplete="off" />
      <TextField label={t`Adresa`} value={project.address} onChange={(address) => onChange({ address })} error={errors.address ?? null} autoComplete="off" />
      <DateInput label={t`Data e matjes`} value={project.measureDate} onChange={(measureDate) => onChange({ measureDate })} error={errors.measureDate ?? null} />
      <TextField
        label={t`Lokacioni`}
        hint={t`Gjeresia,gjatesia, p.sh. 42.6629,21.1655`}
        value={project.projectLocation}
        onChange={(projectLocation) => onChange({ projectLocation })}
        error={errors.projectLocation ?? null}
        autoComplete="off"
      />
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="font-medium text-slate-900">
          {t`Destinacioni`} <span aria-hidden="true" className="text-red-700">*</span>
        </legend>
        <div className="flex flex-wrap gap-x-6">
          {SHIPMENT_DESTINATIONS.map((d) => (
            <Checkbox
              key={d}
              label={i18n._(DESTINATION_LABELS[d]!)}
              checked={project.shipmentDestinationId === d}
              onChange={() => onChange({ shipmentDestinationId: toggleShipmentDestination(project.shipmentDestinationId, d) })}
            />
          ))}
        </div>
        {errors.shipmentDestinationId && (
          <p role="alert" className="font-medium text-red-800">
            {errors.shipmentDestinationId}
          </p>
        )}
      </fieldset>
      <Select label={t`Porosite (artikujt)`} multiple options={articleOptions} value={project.orders} onChange={(orders) => onChange({ orders })} error={errors.orders ?? null} />
      <Select
        label={t`Matesi`}
        options={assigneeOptions}
        value={project.measureAssignee}
        onChange={(measureAssignee) => onChange({ measureAssignee })}
        error={errors.measureAssignee ?? null}
      />
      <div className="sm:col-span-2">
        <TextArea label={t`Komenti`} value={project.projectComment} onChange={(projectComment) => onChange({ projectComment })} error={errors.projectComment ?? null} />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        {storedFiles.length > 0 && (
          <ul aria-label={t`File-t e projektit`} className="flex flex-wrap gap-2">
            {storedFiles.map((f) => (
              <li key={f.id}>
                <FileLinkButton fileId={f.id} name={f.fileName} />
              </li>
            ))}
          </ul>
        )}
        <FileInput label={t`Shto file te projektit (foto ose PDF)`} accept={PROJECT_FILES.accept} multiple value={[...files]} onChange={onFiles} />
      </div>
    </div>
  );
}
