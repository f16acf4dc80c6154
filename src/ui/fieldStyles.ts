/**
 * Shared look of form controls: at least 44 px tall for gloved fingers, 17 px text
 * (the root size) so phones do not zoom on focus, a red border when invalid.
 */
export function controlClass(invalid: boolean): string {
  return [
    'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900',
    'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-700' : 'border-slate-400',
  ].join(' ');
}

export const labelClass = 'block font-medium text-slate-800';
export const hintClass = 'text-sm text-slate-600';
export const errorClass = 'text-sm font-medium text-red-700';
