/**
 * What the admin's filtered lists (orders, proposals) share around their tables: the counts per
 * status as filter links, the filter form's fields, and the line with the number found and the
 * CSV download. Each feature passes its own words and links.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '../button.tsx';
import { Link } from '../link.tsx';

/** The look of a filter form's inputs and selects. */
export const filterControl = 'min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink';

export interface StatusLink {
  key: string;
  label: string;
  /** The count as shown, "(12)". */
  count: string;
  to: string;
  current: boolean;
}

export function StatusLinks({ label, links }: { label: string; links: StatusLink[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-4 py-2 ${link.current ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface text-ink hover:bg-brand-soft'}`}
            >
              {link.label} <span>{link.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One field of a filter form: its name above it. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      {children}
    </label>
  );
}

/**
 * A list's filter form (a GET, so every filtered list has an address): the fields, the submit
 * button and, while something is filtered, the link back to the whole list.
 */
export function FilterForm({
  label,
  submitLabel,
  clear,
  children,
}: {
  label: string;
  submitLabel: string;
  clear: { to: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <Form noValidate method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search" aria-label={label}>
      {children}
      <Button type="submit">{submitLabel}</Button>
      {clear ? (
        <Link to={clear.to} className="min-h-11 py-2 text-brand underline">
          {clear.label}
        </Link>
      ) : null}
    </Form>
  );
}

/** The free-text search of a list (`q`). */
export function SearchField({ label, value }: { label: string; value: string }) {
  return (
    <FilterField label={label}>
      <input type="search" name="q" defaultValue={value} maxLength={100} className={`${filterControl} w-72 max-w-full`} />
    </FilterField>
  );
}

/** A choice among values, "any" first. */
export function ChoiceField({
  label,
  name,
  value,
  any,
  options,
  className = '',
}: {
  label: string;
  name: string;
  value: string;
  any: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  return (
    <FilterField label={label}>
      <select name={name} defaultValue={value} className={`${filterControl} ${className}`}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A period (`from`, `to`), each end optional. */
export function DateRangeFields({ from, to }: { from: { label: string; value: string }; to: { label: string; value: string } }) {
  return (
    <>
      <FilterField label={from.label}>
        <input type="date" name="from" defaultValue={from.value} className={filterControl} />
      </FilterField>
      <FilterField label={to.label}>
        <input type="date" name="to" defaultValue={to.value} className={filterControl} />
      </FilterField>
    </>
  );
}

/** How many rows the filters found (announced as it changes) and, when there are any, the CSV download. */
export function ResultsLine({ found, csv }: { found: string; csv: { href: string; label: string; hint: string } | null }) {
  return (
    <div className="mt-4 flex flex-wrap items-baseline justify-between gap-3">
      <p className="text-muted" role="status">
        {found}
      </p>
      {csv ? (
        <p>
          {/* A file download, not a page: a plain link, fetched by the browser itself. */}
          <a href={csv.href} className="text-brand underline" download>
            {csv.label}
          </a>{' '}
          <span className="text-sm text-muted">{csv.hint}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface ListColumn {
  key: string;
  label: string;
  /** Numbers line up on the right. */
  align?: 'right';
  /** Said to screen readers only (a column of actions, whose buttons name themselves). */
  hidden?: boolean;
}

/**
 * A staff list's table: the empty state when there are no rows, otherwise the scrolling frame, a
 * caption for screen readers and the column heads; each row's cells carry `data-label` so the
 * table stacks on a phone (app.css: .stacked-table). The rows are the caller's.
 */
export function ListTable({
  caption,
  columns,
  empty,
  rowCount,
  children,
}: {
  caption: string;
  columns: ListColumn[];
  empty: ReactNode;
  rowCount: number;
  children: ReactNode;
}) {
  if (rowCount === 0) return <p className="mt-3 rounded-md border border-line bg-surface p-6">{empty}</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="stacked-table w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'right' ? 'p-3 text-right' : 'p-3'}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
