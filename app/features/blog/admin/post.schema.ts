/**
 * The blog post form, as the action and the browser check it (lib/forms.ts FormCheck). The post
 * (its language version) and the story it shares with its translation (authors, categories) are
 * one form. Messages are keys of admin/messages.ts.
 */
import { z } from 'zod';
import { fail, requiredText, slugField, validate } from '#app/lib/form-fields.ts';
import { idList, type FieldErrors, type FormValues } from '#app/lib/form-values.ts';
import type { Validated } from '#app/lib/forms.ts';
import { parseLocalDateTime } from '#app/lib/publisher-time.ts';
import { parseTags, TAG_MAX_LENGTH, TAGS_MAX } from '../post-rules.ts';

import { AUTHORS_MAX, BODY_MAX, EXCERPT_MAX, NAME_MAX, TITLE_MAX } from './limits.ts';

const tags = z.string().transform((value, ctx) => {
  const list = parseTags(value);
  if (list.length > TAGS_MAX) return fail(ctx, 'tagsTooMany');
  return list.some((tag) => tag.length > TAG_MAX_LENGTH) ? fail(ctx, 'tagTooLong') : list;
});

const authors = z.string().transform((value, ctx) => {
  const list = [
    ...new Set(
      value
        .split(/[,;\n]/)
        .map((name) => name.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    ),
  ];
  if (list.length > AUTHORS_MAX) return fail(ctx, 'authorsTooMany');
  return list.some((name) => name.length > NAME_MAX) ? fail(ctx, 'tooLong') : list;
});

/** Empty: now, when publishing. A time in the future schedules the post. */
const publishAt = z
  .string()
  .trim()
  .transform((value, ctx) => (!value ? null : (parseLocalDateTime(value) ?? fail(ctx, 'dateTimeInvalid'))));

export const postSchema = z.object({
  locale: z.enum(['pt', 'en'], { error: 'localeRequired' }),
  title: requiredText(TITLE_MAX, 'titleRequired'),
  slug: slugField,
  excerpt: requiredText(EXCERPT_MAX, 'excerptRequired'),
  body: requiredText(BODY_MAX, 'bodyRequired'),
  tags,
  coverAlt: z.string().trim().max(300, { error: 'tooLong' }),
  authors,
  status: z.enum(['draft', 'published'], { error: 'statusRequired' }),
  publishedAt: publishAt,
});

export type PostInput = z.output<typeof postSchema> & { categoryIds: number[] };

/** The whole form: its fields, and the categories ticked (their ids). */
export function checkBlogPost(values: FormValues): Validated<PostInput> {
  const parsed = validate(postSchema, values);
  if (!parsed.ok) return parsed;
  const errors: FieldErrors = {};
  const categoryIds = idList(values.categories);
  if (categoryIds.length > 20) errors.categories = 'choiceInvalid';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: { ...parsed.data, categoryIds } };
}
