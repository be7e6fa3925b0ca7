import type { ReactNode } from 'react';
import { forgetOfflineReading } from '#app/lib/service-worker.ts';
import { Form } from 'react-router';
import { LanguageSwitch } from '#app/ui/language-switch.tsx';
import { ColorModeSwitch } from '#app/ui/color-mode-switch.tsx';
import { ProgressBar } from '#app/ui/progress-bar.tsx';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { Link, NavLink } from '#app/ui/link.tsx';
import { adminMessages } from '../messages.ts';
import { currentPress } from '#app/lib/press/press.ts';

const items = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/analytics', key: 'analytics', end: false },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/reading', key: 'reading', end: false },
  { to: '/admin/counter', key: 'counter', end: false },
  { to: '/admin/catalog', key: 'catalog', end: false },
  { to: '/admin/crossref', key: 'crossref', end: false },
  { to: '/admin/press', key: 'press', end: false },
  { to: '/admin/orders', key: 'orders', end: false },
  { to: '/admin/coupons', key: 'coupons', end: false },
  { to: '/admin/shipping', key: 'shipping', end: false },
  { to: '/admin/submissions', key: 'submissions', end: false },
  { to: '/admin/open-calls', key: 'openCalls', end: false },
  { to: '/admin/courses', key: 'courses', end: false },
  { to: '/admin/blog', key: 'blog', end: false },
  { to: '/admin/accessible-versions', key: 'accessibleVersions', end: false },
] as const;

/** The admin layout: its own bar and side navigation, no shop or newsletter chrome. */
export function AdminChrome({ userName, children }: { userName: string; children: ReactNode }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <div className="min-h-screen bg-page print:bg-white">
      <ProgressBar />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-3">
        {t('admin')}
      </a>
      <header className="border-b border-line bg-ink text-page print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
          <p className="font-serif text-lg font-semibold">
            {currentPress().name} · <span className="font-sans font-normal">{t('admin')}</span>
          </p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>{t('signedInAs', { name: userName })}</span>
            <Link to="/" className="underline">
              {t('backToSite')}
            </Link>
            <Form noValidate method="post" action={localizePath('/logout', locale)} onSubmit={forgetOfflineReading}>
              <button type="submit" className="min-h-11 underline">
                {t('signOut')}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={t('adminNavigation')} className="md:w-52 md:shrink-0 print:hidden">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className="block min-h-11 rounded-md px-3 py-2 font-medium hover:bg-brand-soft aria-[current=page]:bg-brand aria-[current=page]:text-brand-ink"
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 hidden flex-col items-start gap-2 md:flex">
            <LanguageSwitch />
            <ColorModeSwitch />
          </div>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
