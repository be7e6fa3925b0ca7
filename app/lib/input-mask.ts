/**
 * Input masks: `#` a digit, `A` a letter, `N` a letter or digit, `X` any character, `?` makes the
 * token before it optional; every other character of the pattern is a literal the mask writes
 * itself. No Zod here: this file ships to the browser with the masked inputs.
 */

export const MASKS = {
  cpf: '###.###.###-##',
  // Letters or digits, then two check digits: CNPJs may be alphanumeric since July 2026.
  cnpj: 'NN.NNN.NNN/NNNN-##',
  cep: '#####-###',
  // Landlines have 8 digits after the area code, mobiles 9.
  phoneBr: '(##) ####?#-####',
} as const;

type Slot = { literal: string } | { fits: (char: string) => boolean; optional: boolean };

const TOKENS: Record<string, (char: string) => boolean> = {
  '#': (char) => char >= '0' && char <= '9',
  A: (char) => /^\p{L}$/u.test(char),
  N: (char) => /^[\p{L}\p{N}]$/u.test(char),
  X: () => true,
};

const parsed = new Map<string, Slot[]>();

function slotsOf(pattern: string): Slot[] {
  let slots = parsed.get(pattern);
  if (slots) return slots;
  slots = [];
  for (const char of pattern) {
    const previous = slots.at(-1);
    const fits = TOKENS[char];
    if (char === '?' && previous && 'fits' in previous) previous.optional = true;
    else slots.push(fits ? { fits, optional: false } : { literal: char });
  }
  parsed.set(pattern, slots);
  return slots;
}

interface Filled {
  text: string;
  data: string;
  /** Every required token got a character. */
  complete: boolean;
}

/**
 * Walks the pattern from slot `from` over the typed characters from `start`. Literals are written
 * only before a character that follows them (or at the very end of a complete value), so deleting
 * never gets stuck on one; a typed literal in its place is taken as that literal.
 */
function fill(slots: Slot[], from: number, chars: string[], start: number): Filled {
  let text = '';
  let data = '';
  let pending = '';
  let next = start;
  for (let s = from; s < slots.length; s++) {
    const slot = slots[s]!;
    if ('literal' in slot) {
      pending += slot.literal;
      if (chars[next] === slot.literal) next++;
      continue;
    }
    let at = next;
    while (at < chars.length && !slot.fits(chars[at]!)) at++;
    if (at >= chars.length) {
      const complete = slots.slice(s).every((rest) => 'literal' in rest || rest.optional);
      return { text, data, complete };
    }
    // An optional token takes a character only if the rest can still be filled after it.
    if (slot.optional && !fill(slots, s + 1, chars, at + 1).complete) continue;
    text += pending + chars[at];
    data += chars[at];
    pending = '';
    next = at + 1;
  }
  return { text: text + pending, data, complete: true };
}

/** Formats what a person typed (or pasted) with the pattern; extra and unfitting characters are dropped. */
export function applyMask(raw: string, pattern: string): string {
  return fill(slotsOf(pattern), 0, [...raw], 0).text;
}

/** The characters a person typed into the tokens, without the mask's literals. */
export function unmask(value: string, pattern: string): string {
  return fill(slotsOf(pattern), 0, [...value], 0).data;
}

/** Where the caret goes in the masked text: after as many typed characters as were before it. */
function caretAfter(masked: string, typedBefore: number, pattern: string): number {
  for (let end = 0; end < masked.length; end++) {
    if (unmask(masked.slice(0, end), pattern).length >= typedBefore) return end;
  }
  return masked.length;
}

/**
 * What a masked input shows after a keystroke or a paste: `value` formatted, and the caret after
 * the same typed characters it followed (at the end if it was at the end), so typing in the
 * middle of a number goes on where the person is typing.
 */
export function maskInput(value: string, caret: number, pattern: string): { value: string; caret: number } {
  const masked = applyMask(value, pattern);
  if (caret >= value.length) return { value: masked, caret: masked.length };
  return { value: masked, caret: caretAfter(masked, unmask(value.slice(0, caret), pattern).length, pattern) };
}
