import type { z } from 'zod';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { ValidatedForm, type ValidatedFormProps } from '#app/ui/form.tsx';
import type * as schemas from '../account.schema.ts';
import { accountMessages } from '../messages.ts';

type SchemaName = { [K in keyof typeof schemas]: (typeof schemas)[K] extends z.ZodObject ? K : never }[keyof typeof schemas];

const loaders = new Map<SchemaName, () => Promise<z.ZodObject>>();
const loader = (name: SchemaName) => {
  let load = loaders.get(name);
  if (!load) loaders.set(name, (load = () => import('../account.schema.ts').then((m) => m[name])));
  return load;
};

/** An account form, checked in the browser by the schema its action parses with (account.schema.ts). */
export function AccountForm({ schema, ...form }: Omit<ValidatedFormProps, 'schema' | 'message'> & { schema: SchemaName }) {
  const t = useT(accountMessages);
  return <ValidatedForm {...form} schema={loader(schema)} message={(key) => t(key as KeyOf<typeof accountMessages>)} />;
}
