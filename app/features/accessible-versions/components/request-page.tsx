import { useT } from '#app/i18n/messages.ts';
import { Form } from 'react-router';
import { Button } from '#app/ui/button.tsx';
import { SelectField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import type { RequestFormState } from '../request-action.server.ts';
import { accessibleMessages } from '../messages.ts';
import { AccessibleVersionRequestForm } from './request-form.tsx';

/** /accessible-version/request?work=<id>: why and how to ask, and the form; without a work, how to choose one. */
export function AccessibleVersionRequestPage({
  work,
  works,
  state,
}: {
  /** The work asked about, with its page (a book's or a proceedings volume's). */
  work: { id: number; path: string; title: string } | null;
  works: { id: number; title: string }[];
  state: RequestFormState | undefined;
}) {
  const t = useT(accessibleMessages);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-3">{t('lead')}</p>
        {work ? (
          <p className="mt-2">
            <Link to={work.path} className="text-brand underline">
              {work.title}
            </Link>
          </p>
        ) : null}
      </div>
      {work ? (
        <AccessibleVersionRequestForm work={work} state={state} />
      ) : (
        // A plain GET form: the page again with ?work=, with or without JavaScript.
        <Form method="get" noValidate className="space-y-4 rounded-lg border border-line bg-surface p-5">
          <SelectField
            label={t('workLabel')}
            name="work"
            defaultValue={String(works[0]?.id ?? '')}
            options={works.map((w) => ({ value: String(w.id), label: w.title }))}
            hint={t('chooseWork')}
          />
          <Button type="submit">{t('chooseWorkButton')}</Button>
        </Form>
      )}
    </div>
  );
}
