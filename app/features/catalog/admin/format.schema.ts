/** A buyable or readable format of a work: print (stock, shipping size) or ebook (files). */
import { z } from 'zod';
import { FORMAT_KINDS } from './choices.ts';
import { checkbox, combine, optionalInt, optionalIsbn, optionalMoney, requiredInt, slugField, validate } from '#app/lib/form-fields.ts';
import type { FormValues } from '#app/lib/form-values.ts';

export const formatKind = z.enum(FORMAT_KINDS, { error: 'choiceInvalid' });

export const formatSchema = z.object({
  slug: slugField,
  isbn: optionalIsbn,
  priceBrl: optionalMoney,
  priceUsd: optionalMoney,
});

export const printSchema = z.object({
  stock: requiredInt(0, 1_000_000),
  weightGrams: optionalInt(1, 100_000),
  widthMm: optionalInt(1, 2_000),
  heightMm: optionalInt(1, 2_000),
  depthMm: optionalInt(1, 2_000),
});

export const ebookSchema = z.object({
  removeEpub: checkbox,
  removePdf: checkbox,
});

export type FormatInput = z.output<typeof formatSchema>;
export type PrintInput = z.output<typeof printSchema>;

/** The format form for its kind (`kind`: chosen on a new format, fixed after), as the action and the browser check it. */
export function checkFormat(values: FormValues) {
  const kind = formatKind.safeParse(values.kind);
  if (!kind.success) return { ok: false as const, errors: { kind: 'choiceInvalid' } };
  return combine({
    kind: { ok: true as const, data: kind.data },
    common: validate(formatSchema, values),
    print: kind.data === 'print' ? validate(printSchema, values) : { ok: true as const, data: null },
    ebook: kind.data === 'ebook' ? validate(ebookSchema, values) : { ok: true as const, data: null },
  });
}
