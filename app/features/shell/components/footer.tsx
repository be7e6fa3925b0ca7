import type { ReactNode } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { shellMessages } from '#app/i18n/shell-messages.ts';

const links = [
  { to: '/about-us', key: 'about' },
  { to: '/roadmap', key: 'roadmap' },
  { to: '/faq', key: 'faq' },
  { to: '/fundamentals', key: 'fundamentals' },
  { to: '/contact', key: 'contact' },
  { to: '/librarians', key: 'librarians' },
  { to: '/privacy', key: 'privacy' },
  { to: '/accessibility', key: 'accessibility' },
  { to: '/privacy#cookie-preferences', key: 'cookiePreferences' },
] as const;

export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const t = useT(shellMessages);
  return (
    <footer className="draw-when-near mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-semibold text-brand">{t('siteName')}</p>
          <p className="mt-2 text-muted">{t('footerAbout')}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold">
            {t('footerLinks')}
          </h2>
          <ul className="mt-2 space-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-1 underline-offset-4 hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>{newsletter}</div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">{t('rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
