import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
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

const tool = 'inline-flex min-h-11 min-w-10 items-center justify-center gap-2 rounded-md px-2 font-medium hover:bg-brand-soft sm:px-3';
const panel = 'absolute inset-x-0 top-full z-40 border-b border-line bg-surface shadow-lg';

/**
 * The header's disclosures (search, and the menu on a phone) are `<details name="header">`: they
 * open without JavaScript and one closes when the other opens. Once hydrated, Escape and a tap
 * outside close them, focus goes back to the button, a page change closes them, and the page
 * behind the open menu does not scroll.
 */
function useHeaderDisclosures(header: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
    const root = header.current;
    if (!root) return;
    const open = () => [...root.querySelectorAll<HTMLDetailsElement>('details[name=header][open]')];
    const close = (details: HTMLDetailsElement, focus: boolean) => {
      details.open = false;
      if (focus) details.querySelector('summary')?.focus();
    };
    const lockScroll = () => {
      const menuOpen = open().some((d) => d.dataset.menu !== undefined && getComputedStyle(d).display !== 'none');
      document.documentElement.classList.toggle('overflow-hidden', menuOpen);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const details of open()) close(details, details.contains(document.activeElement));
    };
    const onPointer = (event: PointerEvent) => {
      for (const details of open()) if (!details.contains(event.target as Node)) close(details, false);
    };
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.open) details.querySelector<HTMLInputElement>('input[type=search]')?.focus();
      lockScroll();
    };
    root.addEventListener('keydown', onKey);
    root.addEventListener('toggle', onToggle, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('pointerdown', onPointer);
      document.documentElement.classList.remove('overflow-hidden');
    };
  }, [header]);
  // A link in the menu was followed: the menu has done its job.
  useEffect(() => {
    for (const details of header.current?.querySelectorAll<HTMLDetailsElement>('details[name=header][open]') ?? []) details.open = false;
  }, [header, location.pathname, location.search]);
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/** `cart`: the mini cart, composed by the layout. */
export function Header({ user, cart }: { user: { name: string; admin: boolean } | null; cart?: ReactNode }) {
  const t = useT(shellMessages);
  const locale = useLocale();
  const header = useRef<HTMLElement>(null);
  useHeaderDisclosures(header);
  const navLink = (vertical: boolean) =>
    `inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-soft aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 ${vertical ? 'w-full' : ''}`;
  const links = (vertical: boolean) =>
    navigation.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} className={navLink(vertical)}>
          {t(item.key)}
        </NavLink>
      </li>
    ));
  const adminLink = user?.admin ? (
    <Link to="/admin" className={tool}>
      {t('admin')}
    </Link>
  ) : null;
  return (
    <header ref={header} className="relative border-b border-line bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-3">
        {t('skipToContent')}
      </a>
      {/* One row on a phone (the name, then search, cart, account and the menu); on a desk the person's tools on the right and the sections below. */}
      <div className="mx-auto flex max-w-6xl flex-col px-4 py-2 sm:gap-2 sm:py-3">
        <div className="flex items-center justify-between gap-x-3 sm:gap-x-6">
          <Link to="/" className="flex min-w-0 flex-col leading-tight">
            <span className="font-serif text-xl font-semibold text-brand sm:text-2xl">{t('siteName')}</span>
            <span className="hidden text-sm text-muted sm:block">{t('tagline')}</span>
          </Link>
          <div className="flex items-center sm:gap-2">
            <details name="header" className="group">
              <summary className={`${tool} cursor-pointer list-none group-open:bg-brand-soft [&::-webkit-details-marker]:hidden`}>
                <SearchIcon />
                <span className="sr-only">{t('search')}</span>
              </summary>
              <div className={panel}>
                <Form
                  noValidate
                  method="get"
                  action={localizePath('/catalog', locale)}
                  role="search"
                  className="mx-auto flex max-w-6xl items-end gap-2 px-4 py-3"
                >
                  <label className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="font-medium">{t('searchLabel')}</span>
                    <input
                      type="search"
                      name="q"
                      maxLength={200}
                      placeholder={t('searchPlaceholder')}
                      className="min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink"
                    />
                  </label>
                  <button type="submit" className="min-h-11 rounded-md bg-brand px-4 font-medium text-brand-ink">
                    {t('search')}
                  </button>
                </Form>
              </div>
            </details>
            {cart}
            <span className="hidden sm:contents">{adminLink}</span>
            <Link to={user ? '/account' : '/login'} className={tool}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6 sm:hidden"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              >
                <circle cx="12" cy="8" r="4" />
                <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
              </svg>
              <span className="sr-only sm:not-sr-only">{user ? t('account') : t('signIn')}</span>
            </Link>
            <span className="hidden sm:contents">
              <LanguageSwitch />
              <ColorModeSwitch />
            </span>
            <details name="header" data-menu="" className="group sm:hidden">
              <summary className={`${tool} cursor-pointer list-none group-open:bg-brand-soft [&::-webkit-details-marker]:hidden`}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                  <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
                  <path className="hidden group-open:block" d="m6 6 12 12M18 6 6 18" />
                </svg>
                <span className="sr-only">{t('menu')}</span>
              </summary>
              <div className={`${panel} max-h-[calc(100dvh-4rem)] overflow-y-auto`}>
                <nav aria-label={t('mainNavigation')} className="px-4 py-2">
                  <ul className="flex flex-col">{links(true)}</ul>
                </nav>
                <div className="flex flex-wrap items-center gap-2 border-t border-line px-4 py-3">
                  {adminLink}
                  <LanguageSwitch />
                  <ColorModeSwitch />
                </div>
              </div>
            </details>
          </div>
        </div>
        <nav aria-label={t('mainNavigation')} className="-mx-3 hidden sm:block">
          <ul className="flex flex-wrap gap-1">{links(false)}</ul>
        </nav>
      </div>
    </header>
  );
}
