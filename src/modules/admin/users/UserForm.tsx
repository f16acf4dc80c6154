import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newId } from '../../../../domain/ids.js';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
import type { FieldErrors } from '../../../../domain/validation.js';
import { translateFieldErrors, translateServerMessage } from '../../../app/serverMessages';
import { useLocalDb, type OutboxEntry } from '../../../local';
import { Button, PageHeader } from '../../../ui';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { createCommand, updateCommand } from '../../../app/writes/rowCommands';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { UserFormFields } from './UserFormFields';
import { validateUserDraft, type UserDraft } from './userDraft';
import { USER_LIST_PATH, USER_ROWS, userFormPath } from './userEndpoint';
import { userName } from './userRow';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface UserFormProps {
  initial: UserDraft;
  /** A new user (its id is made on save, or kept from a refused create being corrected), or the user edited. */
  target: { creating: boolean; id: string | null };
  hasAvatar: boolean;
  /** A refused save reopened from the pending-changes screen. */
  correcting: OutboxEntry | null;
}

/**
 * The user form. It validates with the server's own schema, then saves
 * through the outbox, so it works offline: the user appears in the list at
 * once and the request (multipart when an avatar is attached) waits for the
 * network. A create carries the id made here (SYNC.md O13).
 */
export function UserForm({ initial, target, hasAvatar, correcting }: UserFormProps) {
  const { i18n, t } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [avatar, setAvatar] = useState<Blob[]>([]);
  const [errors, setErrors] = useState<FieldErrors>(() => translateFieldErrors(i18n, correcting?.error?.errors ?? {}));
  const outboxSave = useOutboxSave(correcting?.id);
  const busy = outboxSave.busy;
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit the keyboard goes to the first field to fix (a text field, or the first box of a group).
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus();
  }, [refusals]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = validateUserDraft(draft, await db.users.toArray(), { creating: target.creating, ownId: target.id }, avatar[0] ?? null);
    if (!result.ok) {
      setErrors(translateFieldErrors(i18n, result.errors));
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    const id = target.id ?? newId();
    // A corrected save keeps the avatar of the refused one unless another is picked.
    const files = result.value.files ?? correcting?.files;
    const valid = { ...result.value, ...(files ? { files } : {}) };
    const name = userName({ ...result.value.row, id });
    const saved = await outboxSave.save(() =>
      target.creating ? createCommand(USER_ROWS, id, valid, name, userFormPath(id), draft) : updateCommand(USER_ROWS, id, valid, name, userFormPath(id), draft),
    );
    if (!saved) return;
    announceQueuedSave(translateServerMessage(i18n, target.creating ? ADMIN_MSG.userCreated : ADMIN_MSG.userEdited));
    void navigate({ to: USER_LIST_PATH });
  }

  return (
    <>
      <PageHeader title={target.creating ? <Trans>Krijo perdorues</Trans> : <Trans>Ndrysho perdoruesin</Trans>} />
      {correcting?.error && <RefusalNotice message={translateServerMessage(i18n, correcting.error.message)} />}
      {outboxSave.storageFailure && <StorageRefusal name={outboxSave.storageFailure} />}
      <form
        ref={formRef}
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={target.creating ? t`Perdorues i ri` : t`Ndrysho perdoruesin`}
        className="flex max-w-4xl flex-col gap-5 rounded-lg bg-white p-4 shadow-sm"
      >
        <UserFormFields
          draft={draft}
          onChange={setDraft}
          avatar={avatar}
          onAvatar={setAvatar}
          errors={errors}
          creating={target.creating}
          hasAvatar={hasAvatar}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" busy={busy}>
            <Trans>Ruaj</Trans>
          </Button>
          <Link to={USER_LIST_PATH} className="inline-flex min-h-11 items-center rounded-md px-4 font-semibold text-brand-700 hover:bg-brand-50">
            <Trans>Anulo</Trans>
          </Link>
        </div>
      </form>
    </>
  );
}
