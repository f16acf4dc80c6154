import type { ReactNode } from 'react';
import { LanguageSwitch } from '../shell/LanguageSwitch';

/** The frame of the sign-in pages: the brand, one card, the language choice. */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-8">
      <div className="flex items-center gap-3">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="rounded-lg" />
        <span className="text-2xl font-bold text-brand-700">Zanati</span>
      </div>
      <section className="w-full max-w-md rounded-xl bg-white p-5 shadow-md sm:p-8">
        <h1 className="mb-5 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </section>
      <LanguageSwitch />
    </main>
  );
}
