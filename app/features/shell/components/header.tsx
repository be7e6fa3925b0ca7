import type { ReactNode } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { Link, NavLink } from '#app/ui/link.tsx';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { ColorModeSwitch } from '#app/ui/color-mode-switch.tsx';
import { LanguageSwitch } from '#app/ui/language-switch.tsx';

/** Pages in the main navigation. */
const navigation = [
  { to: '/catalog', key: 'catalog' },
  { to: '/course', key: 'courses' },
  { to: '/blog', key: 'blog' },
  { to: '/publish', key: 'publish' },
  { to: '/about-us', key: 'about' },
  { to: '/faq', key: 'faq' },
  { to: '/contact', key: 'contact' },
] as const;

/** `cart`: the mini cart, composed by the layout. */
export function Header({ user, cart }: { user: { name: string; admin: boolean } | null; cart?: ReactNode }) {
  const t = useT(shellMessages);
  return (
    <header className="border-b border-line bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-3">
        {t('skipToContent')}
      </a>
      {/* The site's name and the person's tools on one row, the sections below: a row whose height the name sets, so nothing moves when the colour switch appears. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <Link to="/" className="flex flex-col leading-tight">
            <span className="font-serif text-2xl font-semibold text-brand">{t('siteName')}</span>
            <span className="text-sm text-muted">{t('tagline')}</span>
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            {cart}
            {user?.admin ? (
              <Link to="/admin" className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-soft">
                {t('admin')}
              </Link>
            ) : null}
            <Link to={user ? '/account' : '/login'} className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-soft">
              {user ? t('account') : t('signIn')}
            </Link>
            <LanguageSwitch />
            <ColorModeSwitch />
          </div>
        </div>
        <nav aria-label={t('mainNavigation')} className="-mx-3">
          <ul className="flex flex-wrap gap-1">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-soft aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
