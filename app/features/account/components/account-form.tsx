import type { z } from 'zod';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { ValidatedForm, type ValidatedFormProps } from '#app/ui/form.tsx';
import type * as schemas from '../account.schema.ts';
import { accountMessages } from '../messages.ts';

type SchemaName = { [K in keyof typeof schemas]: (typeof schemas)[K] extends z.ZodObject ? K : never }[keyof typeof schemas];

/** An account form, checked in the browser by the schema its action parses with (account.schema.ts). */
export function AccountForm({ schema, ...form }: Omit<ValidatedFormProps, 'schema' | 'message'> & { schema: SchemaName }) {
  const t = useT(accountMessages);
  return (
    <ValidatedForm
      {...form}
      schema={() => import('../account.schema.ts').then((m) => m[schema])}
      message={(key) => t(key as KeyOf<typeof accountMessages>)}
    />
  );
}
