import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

const tones: Record<AlertTone, string> = {
  success: 'border-success bg-success-soft text-ink',
  error: 'border-danger bg-danger-soft text-ink',
  info: 'border-line bg-surface text-ink',
};

/** A message after an action. Errors interrupt (role=alert); the rest are polite (role=status). */
export function Alert({ tone, title, children, id }: { tone: AlertTone; title?: string; children?: ReactNode; id?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1} className={`rounded-md border-l-4 p-4 ${tones[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}
