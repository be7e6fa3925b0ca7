/** The work page's "Author accounts": who is linked, a form to link one by e-mail, and unlink buttons. */
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import { authorsMessages, type AuthorsKey } from '../authors-messages.ts';
import type { AuthorsDone, AuthorsFormState, WorkAuthor } from '../authors.server.ts';
import { useBusy } from '#app/ui/use-busy.ts';

export function AuthorsSection({ authors, state, done }: { authors: WorkAuthor[]; state: AuthorsFormState | undefined; done: AuthorsDone | null }) {
  const t = useT(authorsMessages);
  const sectionRef = useRef<HTMLElement>(null);
  const busy = useBusy();
  const error = state?.errors.authorEmail ? t(state.errors.authorEmail as AuthorsKey) : undefined;

  // After an answer, focus where the person must look: the field in error, or the change's message.
  useEffect(() => {
    const section = sectionRef.current;
    if (state) section?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
    else if (done) section?.querySelector<HTMLElement>('[role="status"]')?.focus();
  }, [state, done]);

  return (
    <section ref={sectionRef} id="authors" aria-labelledby="authors-title" className="scroll-mt-4 rounded-lg border border-line bg-surface p-5">
      <h2 id="authors-title" className="text-xl font-semibold">
        {t('authorAccounts')}
      </h2>
      <p className="mt-1 text-muted">{t('authorAccountsLead')}</p>
      <div className="mt-3 grid gap-4">
        <div aria-live="polite">
          {state?.message ? <Alert tone="error" title={t(state.message)} /> : done && !state ? <Alert tone="success" title={t(done)} /> : null}
        </div>
        {authors.length === 0 ? (
          <p className="text-muted">{t('noAuthorAccounts')}</p>
        ) : (
          <div>
            <ul className="divide-y divide-line">
              {authors.map((author) => {
                const name = `${author.name} ${author.lastName}`.trim() || author.email;
                return (
                  <li key={author.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <Link to={`/admin/users/${author.id}`} className="font-medium text-brand underline">
                        {name}
                      </Link>
                      <span className="block text-sm wrap-anywhere text-muted">{author.email}</span>
                    </div>
                    <Form noValidate method="post" className="inline">
                      <input type="hidden" name="userId" value={author.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="unlink-author"
                        variant="secondary"
                        busy={busy('unlink-author', { userId: author.id })}
                        className="min-h-11 px-3 text-sm"
                        aria-describedby="authors-unlink-note"
                        aria-label={`${t('unlinkButton')}: ${name}`}
                      >
                        {t('unlinkButton')}
                      </Button>
                    </Form>
                  </li>
                );
              })}
            </ul>
            <p id="authors-unlink-note" className="mt-2 text-sm text-muted">
              {t('unlinkNote')}
            </p>
          </div>
        )}
        {/* A new form after every answer or change, so a linked e-mail does not stay typed. */}
        <Form
          noValidate
          key={`${state?.revision ?? ''}:${authors.map((a) => a.id).join(',')}`}
          method="post"
          aria-labelledby="authors-link-title"
          className="grid gap-3 border-t border-line pt-4"
        >
          <h3 id="authors-link-title" className="text-lg font-semibold">
            {t('linkAuthor')}
          </h3>
          <div className="max-w-xl">
            <TextField
              label={t('authorEmail')}
              name="authorEmail"
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              hint={t('authorEmailHint')}
              defaultValue={state?.values.authorEmail ?? ''}
              error={error}
            />
          </div>
          <div>
            <Button type="submit" name="intent" value="link-author" busy={busy('link-author')}>
              {t('linkButton')}
            </Button>
          </div>
        </Form>
      </div>
    </section>
  );
}
