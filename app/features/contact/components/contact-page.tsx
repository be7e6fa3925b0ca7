import { shellMessages } from '#app/i18n/shell-messages.ts';
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { ContactFormState } from '../contact-action.server.ts';
import { contactMessages } from '../messages.ts';
import { ContactForm } from './contact-form.tsx';

/** The contact page: the form, and the other ways to reach us (FAQ, privacy). */
export function ContactPage({ state }: { state: ContactFormState | undefined }) {
  const t = useT(contactMessages);
  const shell = useT(shellMessages);
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-3 mb-8 text-lg text-muted">{t('lead')}</p>
        <ContactForm state={state} />
      </div>
      <aside className="self-start rounded-md border border-line bg-surface p-5">
        <h2 className="font-semibold">{t('otherWays')}</h2>
        <p className="mt-2 text-muted">{t('otherWaysText')}</p>
        <ul className="mt-3 space-y-1">
          <li>
            <Link to="/faq" className="text-brand underline">
              {shell('faq')}
            </Link>
          </li>
          <li>
            <Link to="/privacy" className="text-brand underline">
              {shell('privacy')}
            </Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}
