import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../../../domain/validation.js';
import { PhotoInput, TextField } from '../../../ui';
import { DepartmentFields } from './DepartmentFields';
import { PermissionFields } from './PermissionFields';
import { ProcessFields } from './ProcessFields';
import { choosesProduction, type UserDraft } from './userDraft';

interface UserFormFieldsProps {
  draft: UserDraft;
  onChange: (draft: UserDraft) => void;
  avatar: Blob[];
  onAvatar: (photos: Blob[]) => void;
  /** Already translated. */
  errors: FieldErrors;
  creating: boolean;
  /** The user being edited has a picture already. */
  hasAvatar: boolean;
}

/** The fields of spec 001 §2 "User form", in its order. */
export function UserFormFields({ draft, onChange, avatar, onAvatar, errors, creating, hasAvatar }: UserFormFieldsProps) {
  const { t } = useLingui();
  const set = <K extends keyof UserDraft>(key: K) => (value: UserDraft[K]) => onChange({ ...draft, [key]: value });
  const keepPassword = creating ? undefined : <Trans>Lereni bosh qe fjalekalimi te mbetet i njejte.</Trans>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Emri`} value={draft.firstname} onChange={set('firstname')} error={errors.firstname} required maxLength={50} autoComplete="off" />
        <TextField label={t`Mbiemri`} value={draft.lastname} onChange={set('lastname')} error={errors.lastname} required maxLength={50} autoComplete="off" />
        <TextField label={t`Email`} type="email" inputMode="email" value={draft.email} onChange={set('email')} error={errors.email} required autoComplete="off" />
        <TextField
          label={t`Emri i perdoruesit`}
          value={draft.username}
          onChange={set('username')}
          error={errors.username}
          required
          maxLength={50}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        {/* new-password: the browser must not fill in the signed-in admin's own password. */}
        <TextField
          label={t`Fjalekalimi`}
          type="password"
          value={draft.password}
          onChange={set('password')}
          error={errors.password}
          hint={keepPassword}
          required={creating}
          maxLength={50}
          autoComplete="new-password"
        />
        <TextField
          label={t`Konfirmimi i fjalekalimit`}
          type="password"
          value={draft.passwordConfirmation}
          onChange={set('passwordConfirmation')}
          error={errors.passwordConfirmation}
          required={creating}
          maxLength={50}
          autoComplete="new-password"
        />
      </div>
      <PhotoInput
        label={<Trans>Avatari</Trans>}
        value={avatar}
        onChange={onAvatar}
        error={errors.avatar}
        hint={hasAvatar ? <Trans>Ky perdorues ka nje avatar; nje foto e re e zevendeson.</Trans> : undefined}
      />
      <PermissionFields value={draft.permissionIds} onChange={set('permissionIds')} error={errors.permissionsId} />
      {choosesProduction(draft) && <ProcessFields value={draft.responsibilityIds} onChange={set('responsibilityIds')} error={errors.responsibilityId} />}
      <DepartmentFields value={draft.departments} onChange={set('departments')} error={errors.departmentId ?? errors.isAdmin} />
    </>
  );
}
