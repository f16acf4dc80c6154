import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { loginBody } from '../../../domain/auth.js';
import { api, type Session } from '../../local';
import { Button, Checkbox, TextField } from '../../ui';
import { storedCompanyCode } from '../companyCode';
import { translateServerMessage } from '../serverMessages';
import { readAnswer } from '../session/apiAnswer';
import { postLoginTarget } from '../session/postLoginTarget';
import { startSession } from '../session/sessionStore';
import { useOnlineForm } from './useOnlineForm';

interface LoginAnswer {
  token: string;
  companyCode: string;
  user: { id: string; username: string };
  permissions: Session['permissions'];
  adminDepartments: Session['adminDepartments'];
  responsibilities: Session['responsibilities'];
}

/** Spec 000 §4 login: loading, then the session is stored and the user goes to work; on failure the server's message. */
export function LoginForm({ redirect, onForgotPassword }: { redirect?: string; onForgotPassword: () => void }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, busy, submit: send, showErrors } = useOnlineForm(setFailure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const companyCode = storedCompanyCode() ?? undefined;
    await send(loginBody, { username, password, rememberMe, companyCode }, async (credentials) => {
      const response = await api.post('login', { json: credentials });
      if (!response.ok) {
        const refusal = await readAnswer(response);
        showErrors(refusal.errors);
        setFailure(translateServerMessage(i18n, refusal.message));
        return;
      }
      const answer = await response.json<LoginAnswer>();
      startSession({
        token: answer.token,
        userId: answer.user.id,
        username: answer.user.username,
        companyCode: answer.companyCode,
        permissions: answer.permissions,
        adminDepartments: answer.adminDepartments,
        responsibilities: answer.responsibilities,
      });
      await navigate({ href: postLoginTarget(answer.permissions, redirect), replace: true });
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {failure && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
      <TextField
        label={<Trans>Emri i perdoruesit</Trans>}
        value={username}
        onChange={setUsername}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={50}
        required
      />
      <TextField
        label={<Trans>Fjalekalimi</Trans>}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        maxLength={200}
        required
      />
      <Checkbox label={<Trans>Me mbaj mend</Trans>} checked={rememberMe} onChange={setRememberMe} />
      <Button type="submit" busy={busy}>
        <Trans>Kycu</Trans>
      </Button>
      <button type="button" onClick={onForgotPassword} className="min-h-11 self-start font-medium text-brand-700 underline">
        <Trans>Keni harruar fjalekalimin?</Trans>
      </button>
    </form>
  );
}
