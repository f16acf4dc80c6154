import { Trans, useLingui } from '@lingui/react/macro';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { resetPasswordBody } from '../../../domain/auth.js';
import { MSG } from '../../../domain/messages.js';
import { api } from '../../local';
import { Button, TextField, useToast } from '../../ui';
import { translateServerMessage } from '../serverMessages';
import { readAnswer } from '../session/apiAnswer';
import { AuthLayout } from './AuthLayout';
import { useOnlineForm } from './useOnlineForm';

const route = getRouteApi('/reset-password/$token/$email');

/**
 * Spec 000 §2 /reset-password/{token}/{email}. The form checks with the
 * server's own schema (domain/auth.ts), so it refuses exactly what the server
 * would; a bad or used link is the server's to say.
 */
export function ResetPasswordPage() {
  const { token, email } = route.useParams();
  const { i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const { errors, busy, submit: send, showErrors } = useOnlineForm(toast.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(resetPasswordBody, { token, email, password, passwordConfirmation }, async (request) => {
      const response = await api.post('reset-password', { json: request });
      const answer = await readAnswer(response);
      if (!response.ok) {
        // Spec 000 §8: the first password error, else the server's message.
        showErrors(answer.errors);
        if (!answer.errors.password) toast.error(translateServerMessage(i18n, answer.message));
        return;
      }
      toast.success(translateServerMessage(i18n, MSG.passwordChanged));
      await navigate({ to: '/login', replace: true });
    });
  }

  const linkProblem = errors.token ?? errors.email;
  return (
    <AuthLayout title={<Trans>Ndrysho fjalekalimin</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <p className="text-slate-700">
          <Trans>Fjalekalimi i ri per {email}</Trans>
        </p>
        {linkProblem && (
          <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
            {linkProblem}
          </p>
        )}
        <TextField
          label={<Trans>Fjalekalimi i ri</Trans>}
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="new-password"
          maxLength={50}
          required
        />
        <TextField
          label={<Trans>Konfirmo fjalekalimin</Trans>}
          type="password"
          value={passwordConfirmation}
          onChange={setPasswordConfirmation}
          error={errors.passwordConfirmation}
          autoComplete="new-password"
          maxLength={50}
          required
        />
        <Button type="submit" busy={busy}>
          <Trans>Ruaj fjalekalimin</Trans>
        </Button>
        <Link to="/login" className="inline-flex min-h-11 items-center self-start font-medium text-brand-700 underline">
          <Trans>Kthehu te kycja</Trans>
        </Link>
      </form>
    </AuthLayout>
  );
}
