/** A buyable or readable format of a work: print (stock, shipping size) or ebook (files). */
import { z } from 'zod';
import { FORMAT_KINDS } from './choices.ts';
import { checkbox, optionalInt, optionalIsbn, optionalMoney, requiredInt, slugField } from '#app/lib/form-fields.ts';

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
