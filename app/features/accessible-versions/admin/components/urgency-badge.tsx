import { useT } from '#app/i18n/messages.ts';
import type { Urgency } from '../../rules.ts';
import { adminMessages } from '../messages.ts';

const look: Record<Urgency, string> = {
  overdue: 'border-danger bg-danger-soft text-ink font-semibold',
  'due-soon': 'border-accent bg-surface text-ink font-semibold',
  'on-time': 'border-line bg-surface text-muted',
  closed: 'border-line bg-surface text-muted',
};

/** How near the deadline is, in words (never colour alone): overdue and due-soon requests stand out. */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const t = useT(adminMessages);
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-sm ${look[urgency]}`}>{t(`urgency.${urgency}`)}</span>;
}
