/** Case- and accent-blind text for searching: "Çelës" matches "celes", as typed on a keyboard without ë/ç. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
