import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-ink hover:opacity-90',
  secondary: 'border border-line bg-surface text-ink hover:bg-brand-soft',
  ghost: 'text-ink hover:bg-brand-soft',
  danger: 'bg-danger text-white dark:text-black hover:opacity-90',
};

// No fade between busy and ready: a button back from busy has its full contrast at once.
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-medium disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows busyLabel ("Subscribing...", "Wait a moment..."). */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({ variant = 'primary', busy = false, busyLabel, className = '', children, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
