import { Link } from '#app/ui/link.tsx';

/** A work page's way to ask for an accessible version, beside its formats (its words written by the loader: requestLink). */
export function RequestAccessibleVersionLink({ to, label, hint }: { to: string; label: string; hint: string }) {
  return (
    <p className="text-sm">
      <Link to={to} className="inline-flex min-h-11 items-center font-medium text-brand underline">
        {label}
      </Link>
      <span className="block text-muted">{hint}</span>
    </p>
  );
}
