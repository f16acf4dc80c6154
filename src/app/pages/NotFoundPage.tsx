import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Spec 000 §2: any unknown path shows this page with an image (inside the shell when signed in). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-5 px-4 py-10 text-center">
      <img src="/images/not-found.svg" alt="" width={320} height={220} className="h-auto w-full max-w-xs" />
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Kjo faqe nuk ekziston</Trans>
      </h1>
      <Link to="/" className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
        <Trans>Kthehu ne fillim</Trans>
      </Link>
    </div>
  );
}
