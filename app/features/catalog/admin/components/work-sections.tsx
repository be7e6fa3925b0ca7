/** The work page's sections below the form: formats, chapters / papers, issues, history. */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { PublicationType } from '#app/lib/db/schema.ts';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { adminCatalogMessages, type AdminCatalogKey } from '../messages.ts';

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 rounded-lg border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A one-button form posting an intent about one row (delete, move). */
function RowButton({
  intent,
  fields,
  label,
  itemName,
  variant = 'secondary',
  disabled,
}: {
  intent: string;
  fields: Record<string, number>;
  label: string;
  itemName: string;
  variant?: 'secondary' | 'danger' | 'ghost';
  disabled?: boolean;
}) {
  return (
    <Form noValidate method="post" encType="multipart/form-data" className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={disabled} className="min-h-11 px-3 text-sm">
        {label}
        <span className="sr-only">: {itemName}</span>
      </Button>
    </Form>
  );
}

export interface FormatItem {
  id: number;
  kind: 'print' | 'ebook';
  slug: string;
  isbn: string | null;
  priceBrl: number | null;
  priceUsd: number | null;
  stock: number | null;
  files: string[];
}

export function FormatsSection({ workId, formats }: { workId: number; formats: FormatItem[] }) {
  const t = useT(adminCatalogMessages);
  const locale = useLocale();
  const price = (cents: number | null, currency: string) => (cents === null ? '—' : formatMoney(cents, currency, locale));
  return (
    <Section
      id="formats"
      title={t('formats')}
      action={
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/catalog/${workId}/formats/new?kind=print`} className={buttonClass('secondary')}>
            {t('addPrint')}
          </Link>
          <Link to={`/admin/catalog/${workId}/formats/new?kind=ebook`} className={buttonClass('secondary')}>
            {t('addEbook')}
          </Link>
        </div>
      }
    >
      {formats.length === 0 ? (
        <p className="text-muted">{t('noFormats')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t('formats')}</caption>
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className="p-2">
                  {t('format')}
                </th>
                <th scope="col" className="p-2">
                  ISBN
                </th>
                <th scope="col" className="p-2">
                  {t('prices')}
                </th>
                <th scope="col" className="p-2">
                  {t('stockOrFiles')}
                </th>
                <th scope="col" className="p-2">
                  {t('actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {formats.map((format) => {
                const name = `${t(`kind.${format.kind}`)} (${format.slug})`;
                return (
                  <tr key={format.id} className="border-b border-line last:border-0">
                    <td className="p-2">
                      <span className="font-medium">{t(`kind.${format.kind}`)}</span>
                      <span className="block text-sm text-muted">{format.slug}</span>
                    </td>
                    <td className="p-2">{format.isbn ?? '—'}</td>
                    <td className="p-2">
                      {price(format.priceBrl, 'BRL')}
                      <span className="block text-sm text-muted">{price(format.priceUsd, 'USD')}</span>
                    </td>
                    <td className="p-2">
                      {format.kind === 'print'
                        ? (format.stock ?? 0) > 0
                          ? t('inStock', { count: formatNumber(format.stock ?? 0, locale) })
                          : t('outOfStock')
                        : format.files.length
                          ? format.files.join(', ')
                          : t('noFiles')}
                    </td>
                    <td className="p-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link to={`/admin/catalog/${workId}/formats/${format.id}`} className="min-h-11 px-2 py-2 text-brand underline">
                          {t('edit')}
                          <span className="sr-only">: {name}</span>
                        </Link>
                        <RowButton intent="delete-format" fields={{ formatId: format.id }} label={t('delete')} itemName={name} variant="danger" />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export interface PartItem {
  id: number;
  title: string;
  firstPage: number | null;
  lastPage: number | null;
  people: string;
}

/** A book's chapters or a proceedings volume's papers, on the work page. */
export function WorkPartsSection({ work, items }: { work: { id: number; type: PublicationType }; items: PartItem[] }) {
  const t = useT(adminCatalogMessages);
  const book = work.type === 'book';
  return (
    <PartsSection
      title={book ? t('chapters') : t('papers')}
      items={items}
      editPath={(partId) => `/admin/catalog/${work.id}/parts/${partId}`}
      addPath={`/admin/catalog/${work.id}/parts/new`}
      addLabel={book ? t('addChapter') : t('addPaper')}
      emptyText={book ? t('noChapters') : t('noPapers')}
      deleteIntent="delete-part"
      idField="partId"
    />
  );
}

/** Chapters of a book or papers of a proceedings volume; also an issue's articles. */
export function PartsSection({
  title,
  items,
  editPath,
  addPath,
  addLabel,
  emptyText,
  deleteIntent,
  idField,
}: {
  title: string;
  items: PartItem[];
  editPath: (id: number) => string;
  addPath: string;
  addLabel: string;
  emptyText: string;
  deleteIntent: string;
  idField: string;
}) {
  const t = useT(adminCatalogMessages);
  return (
    <Section
      id={idField === 'articleId' ? 'articles' : 'parts'}
      title={title}
      action={
        <Link to={addPath} className={buttonClass('secondary')}>
          {addLabel}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ol className="divide-y divide-line">
          {items.map((item, index) => {
            const name = item.title || t('untitled');
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <span className="mr-2 text-muted">{index + 1}.</span>
                  <Link to={editPath(item.id)} className="font-medium text-brand underline">
                    {name}
                  </Link>
                  <span className="block text-sm text-muted">
                    {[item.people, item.firstPage ? `p. ${item.firstPage}${item.lastPage ? `–${item.lastPage}` : ''}` : ''].filter(Boolean).join(' · ')}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <RowButton intent="move-up" fields={{ [idField]: item.id }} label={t('moveUp')} itemName={name} variant="ghost" disabled={index === 0} />
                  <RowButton
                    intent="move-down"
                    fields={{ [idField]: item.id }}
                    label={t('moveDown')}
                    itemName={name}
                    variant="ghost"
                    disabled={index === items.length - 1}
                  />
                  <RowButton intent={deleteIntent} fields={{ [idField]: item.id }} label={t('delete')} itemName={name} variant="danger" />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}

export interface IssueItem {
  id: number;
  volume: number;
  number: number;
  year: number;
  status: 'draft' | 'published';
  title: string;
  articles: number;
}

export function IssuesSection({ workId, issues }: { workId: number; issues: IssueItem[] }) {
  const t = useT(adminCatalogMessages);
  const locale = useLocale();
  return (
    <Section
      id="issues"
      title={t('issues')}
      action={
        <Link to={`/admin/catalog/${workId}/issues/new`} className={buttonClass('secondary')}>
          {t('addIssue')}
        </Link>
      }
    >
      {issues.length === 0 ? (
        <p className="text-muted">{t('noIssues')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {issues.map((issue) => {
            const label = t('issueLabel', { volume: issue.volume, number: issue.number, year: issue.year });
            return (
              <li key={issue.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <Link to={`/admin/catalog/${workId}/issues/${issue.id}`} className="font-medium text-brand underline">
                    {label}
                  </Link>
                  {issue.title ? <span className="ml-2">{issue.title}</span> : null}
                  <span className="block text-sm text-muted">
                    {t(`status.${issue.status}`)} · {t('articlesCount', { count: formatNumber(issue.articles, locale) })}
                  </span>
                </div>
                <RowButton intent="delete-issue" fields={{ issueId: issue.id }} label={t('delete')} itemName={label} variant="danger" />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

const AUDIT_ACTIONS = [
  'publication.create',
  'publication.update',
  'publication.publish',
  'publication.unpublish',
  'format.create',
  'format.update',
  'format.delete',
  'part.create',
  'part.update',
  'part.delete',
  'part.move',
  'issue.create',
  'issue.update',
  'issue.delete',
  'article.create',
  'article.update',
  'article.delete',
  'article.move',
  'author.link',
  'author.unlink',
] as const;

export function HistorySection({ history }: { history: { id: number; action: string; actor: string | null; createdAt: string }[] }) {
  const t = useT(adminCatalogMessages);
  const locale = useLocale();
  const label = (action: string) => ((AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`audit.${action}` as AdminCatalogKey) : action);
  return (
    <Section id="history" title={t('history')}>
      {history.length === 0 ? (
        <p className="text-muted">{t('noHistory')}</p>
      ) : (
        <ol className="space-y-1">
          {history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>: {label(entry.action)}{' '}
              <span className="text-muted">{t('by', { name: entry.actor ?? t('system') })}</span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** Where the public sees a work (its page exists once published). */
export function publicPath(type: PublicationType, slug: string): string {
  return type === 'book' ? `/book/${slug}` : type === 'journal' ? `/journal/${slug}` : `/proceedings/${slug}`;
}
