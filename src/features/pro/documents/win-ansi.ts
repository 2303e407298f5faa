/**
 * PDF standard fonts (Helvetica) only draw WinAnsi (Windows-1252) characters; pdf-lib throws on
 * anything else. French is covered (é è à ç ô œ « » € ’ …); other characters are replaced: spaces
 * of every kind by a plain space, accented letters outside the set by their base letter, the rest
 * by '?'. Never throws.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
}

export function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) out += char
    else if (/\s/u.test(char)) out += ' '
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      out += base !== char && [...base].every(isWinAnsi) ? base : '?'
    }
  }
  return out
}
