import { formatDate, formatMoney, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextArea, TextField } from '#app/ui/field.tsx';
import { Image } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';
import { styleGuideMessages } from '../style-guide-messages.ts';

const colours = ['page', 'surface', 'ink', 'muted', 'line', 'brand', 'brand-soft', 'accent', 'danger', 'danger-soft', 'success', 'success-soft', 'focus'];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line py-8">
      <h2 id={id} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The style guide: every colour, the type scale and each UI component in each state. */
export function StyleGuide() {
  const t = useT(styleGuideMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="mt-3 mb-8 text-lg text-muted">{t('lead')}</p>

      <Section id="colours" title={t('colours')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {colours.map((name) => (
            <li key={name} className="rounded-md border border-line p-2">
              <span aria-hidden="true" className="block h-12 rounded border border-line" style={{ background: `var(--${name})` }} />
              <code className="mt-2 block text-sm">{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="type" title={t('type')}>
        <div className="space-y-3">
          <p className="font-serif text-5xl font-semibold">{t('sample')} 5xl</p>
          <p className="font-serif text-4xl font-semibold">{t('sample')} 4xl</p>
          <p className="text-2xl font-semibold">{t('sample')} 2xl</p>
          <p className="text-xl">{t('sample')} xl</p>
          <p className="prose-text">{t('body')}</p>
          <p className="text-sm text-muted">{t('small')}</p>
          <p>
            <Link to="/about-us" className="text-brand underline">
              {t('link')}
            </Link>
          </p>
        </div>
      </Section>

      <Section id="buttons" title={t('buttons')}>
        <div className="flex flex-wrap gap-3">
          <Button variant="primary">{t('primary')}</Button>
          <Button variant="secondary">{t('secondary')}</Button>
          <Button variant="ghost">{t('ghost')}</Button>
          <Button variant="danger">{t('danger')}</Button>
          <Button disabled>{t('disabled')}</Button>
          <Button busy busyLabel={t('busy')}>
            {t('primary')}
          </Button>
        </div>
      </Section>

      <Section id="fields" title={t('fields')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('fieldNormal')} name="sg-normal" />
          <TextField label={t('fieldHint')} name="sg-hint" hint={t('hint')} />
          <TextField label={t('fieldError')} name="sg-error" required error={t('error')} defaultValue="x" />
          <TextField label={t('fieldDisabled')} name="sg-disabled" disabled defaultValue={t('disabled')} />
          <div className="sm:col-span-2">
            <TextArea label={t('textarea')} name="sg-textarea" rows={3} />
          </div>
        </div>
      </Section>

      <Section id="alerts" title={t('alerts')}>
        <div className="space-y-3">
          <Alert tone="success" title={t('success')} />
          <Alert tone="error" title={t('errorAlert')} />
          <Alert tone="info" title={t('info')}>
            {t('infoText')}
          </Alert>
        </div>
      </Section>

      <Section id="formats" title={t('formats')}>
        <dl className="grid gap-2 sm:grid-cols-2">
          <dt className="font-semibold">{t('money')}</dt>
          <dd>
            {formatMoney(123456, 'BRL', locale)} · {formatMoney(4990, 'USD', locale)}
          </dd>
          <dt className="font-semibold">{t('number')}</dt>
          <dd>{formatNumber(1234567.89, locale)}</dd>
          <dt className="font-semibold">{t('date')}</dt>
          <dd>{formatDate('2023-05-08', locale)}</dd>
        </dl>
      </Section>

      <Section id="images" title={t('images')}>
        <Image
          src="/images/ipe-hero-bc8c00ea74a06c9b.jpg"
          alt={t('imageAlt')}
          width={1600}
          height={900}
          sizes="(min-width: 1024px) 960px, 100vw"
          className="h-auto w-full rounded-lg"
        />
      </Section>
    </div>
  );
}
