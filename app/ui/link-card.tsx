import { Link } from './link.tsx';

/** A titled box that leads to one page (the account page's ways to the desk, reviews, groups…): its heading, a line, the link. */
export function LinkCard({ id, title, lead, to, label }: { id: string; title: string; lead: string; to: string; label: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-muted">{lead}</p>
      <Link to={to} className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {label}
      </Link>
    </section>
  );
}
