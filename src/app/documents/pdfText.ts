/**
 * jsPDF's built-in fonts (Helvetica) write WinAnsi (Windows-1252): every
 * Albanian, English and German letter is in it (ë, ç, Ë, Ç, ä, ö, ü, ß), so
 * no font is embedded — that keeps the PDF chunk and every PDF small. A
 * character outside it (a name in Turkish or Serbian spelling, an emoji) is
 * written without its accent, or as '?', instead of as garbage.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const drawable = (c: string): boolean => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || c === '\n' || WIN_ANSI_EXTRA.has(c);
};

export function pdfText(text: string): string {
  let out = '';
  for (const c of text) {
    if (drawable(c)) out += c;
    else if (c === '\t') out += ' ';
    else {
      const bare = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...bare].every(drawable) && bare !== '' ? bare : '?';
    }
  }
  return out;
}
