/** The company a device signs in to, chosen on the landing page (spec 000 §2) and kept across sessions. */
const STORAGE_KEY = 'zanati.companyCode';

export function storedCompanyCode(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

export function rememberCompanyCode(code: string): void {
  localStorage.setItem(STORAGE_KEY, code);
}
