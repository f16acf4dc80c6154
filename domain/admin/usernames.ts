import { normalizeText } from '../text/normalizeText.js';

/**
 * Letters of other scripts drawn like a Latin one, each to the Latin letter it
 * passes for (after Unicode TR39's confusables, for the Cyrillic and Greek
 * letters a keyboard reaches): 'аdmin' with a Cyrillic 'а' reads as 'admin'.
 * Capitals map to capitals, small letters to small ones — the Greek 'Ν' passes
 * for 'N', its small 'ν' for 'v' — before case is folded.
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S', Ԛ: 'Q', Ԝ: 'W', Ӏ: 'l',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  // Latin letters without their dot
  ı: 'i', ȷ: 'j',
};

/**
 * The key a username is held once by (users.usernameKey) and signed in with:
 * usernames that look alike are one username (issue 35). Compatibility forms
 * folded (NFKC: fullwidth 'ＡＤＭＩＮ' is 'ADMIN'), accents and other marks
 * dropped ('ADMİN', 'arbër' are 'admin', 'arber'), other scripts' look-alike
 * letters taken for the Latin ones, then case folded as every unique text is
 * (domain/admin/names.ts foldName). Digits are left apart from letters ('arta1'
 * and 'artal' stay two users): TR39 would merge them, but users tell them
 * apart and existing names would clash. Pure, so the users form's early word
 * and the server's check fold alike.
 */
export function foldUsername(text: string): string {
  const marksDropped = normalizeText(text).normalize('NFKD').replace(/\p{M}/gu, '');
  const latin = [...marksDropped].map((ch) => LOOKALIKES[ch] ?? ch).join('');
  return latin.toUpperCase().toLowerCase().normalize('NFC');
}
