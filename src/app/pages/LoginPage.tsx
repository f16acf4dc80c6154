import { Trans } from '@lingui/react/macro';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { storedCompanyCode } from '../companyCode';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

const route = getRouteApi('/login');

/** Spec 000 §2 /login: the sign-in form or, switched by its link, the forgot-password form; terms below. */
export function LoginPage() {
  const { redirect } = route.useSearch();
  const [forgot, setForgot] = useState(false);
  const company = storedCompanyCode();
  return (
    <AuthLayout title={forgot ? <Trans>Fjalekalimi i harruar</Trans> : <Trans>Kycuni</Trans>}>
      {forgot ? <ForgotPasswordForm onBack={() => setForgot(false)} /> : <LoginForm redirect={redirect} onForgotPassword={() => setForgot(true)} />}
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-slate-700">
        {company ? <Trans>Kompania: {company}</Trans> : null}
        <Link to="/" search={{ choose: true }} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {company ? <Trans>Ndrysho kompanine</Trans> : <Trans>Zgjidh kompanine</Trans>}
        </Link>
      </p>
      <LegalNotice />
    </AuthLayout>
  );
}

/** Spec 000 §2: terms and privacy text under the sign-in form. */
function LegalNotice() {
  return (
    <div className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
      <p>
        <Trans>
          Kushtet e perdorimit: ky aplikacion eshte vetem per stafin e kompanise. Cdo veprim regjistrohet me emrin e perdoruesit qe e ka bere.
        </Trans>
      </p>
      <p>
        <Trans>
          Privatesia: te dhenat e klienteve perdoren vetem per punen e kompanise. Ne kete pajisje ruhet nje kopje qe te punoni pa internet; ajo mbetet e mbrojtur me kycjen tuaj.
        </Trans>
      </p>
    </div>
  );
}
