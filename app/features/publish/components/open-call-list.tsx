import { RichText } from '#app/ui/rich-text.tsx';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { publishMessages } from '../messages.ts';
import type { OpenCallCard } from '../open-calls.server.ts';
import type { CallState } from '../open-call-state.ts';

const stateLabel = {
  upcoming: 'stateUpcoming',
  open: 'stateOpen',
  'closing-soon': 'stateClosingSoon',
  closed: 'stateClosed',
} as const satisfies Record<CallState, string>;

// The border and background only accompany the words; the text keeps the page's contrast.
const stateTone: Record<CallState, string> = {
  upcoming: 'border-brand bg-brand-soft text-ink',
  open: 'border-success bg-success-soft text-ink',
  'closing-soon': 'border-accent bg-surface text-ink',
  closed: 'border-line bg-page text-muted',
};

function StateBadge({ state }: { state: CallState }) {
  const t = useT(publishMessages);
  return (
    <p>
      <span className="sr-only">{`${t('state')}: `}</span>
      <span className={`inline-flex items-center rounded-full border-2 px-3 py-0.5 text-sm font-semibold ${stateTone[state]}`}>{t(stateLabel[state])}</span>
    </p>
  );
}

function Call({ call }: { call: OpenCallCard }) {
  const t = useT(publishMessages);
  const locale = useLocale();
  const titleId = `${call.slug}-title`;
  const accepting = call.state === 'open' || call.state === 'closing-soon';
  const paragraphs = call.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <article id={call.slug} aria-labelledby={titleId} className="scroll-mt-4 rounded-lg border border-line bg-surface p-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{call.kind === 'collection' ? t('kindCollection') : t('kindBook')}</p>
        <StateBadge state={call.state} />
      </div>
      <h2 id={titleId} className="mt-2 font-serif text-3xl font-semibold tracking-tight">
        {call.title}
      </h2>
      {call.summary ? <p className="mt-3 text-lg">{call.summary}</p> : null}
      <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-muted">{t('opens')}</dt>
        <dd>
          <time dateTime={call.opensOn}>{formatDate(call.opensOn, locale)}</time>
        </dd>
        <dt className="font-medium text-muted">{t('closes')}</dt>
        <dd>
          {call.closedAt ? (
            t('closedEarly', { date: formatDate(call.closedAt, locale), closes: formatDate(call.closesOn, locale) })
          ) : (
            <time dateTime={call.closesOn}>{formatDate(call.closesOn, locale)}</time>
          )}
          {call.daysLeft !== null ? (
            <span className="font-semibold">
              {' · '}
              {t('daysLeft', { days: call.daysLeft })}
            </span>
          ) : null}
        </dd>
        <dt className="font-medium text-muted">{t('feedback')}</dt>
        <dd>{t('feedbackWeeks', { weeks: call.feedbackWeeks })}</dd>
        {call.minAuthors && call.minAuthors > 1 ? (
          <>
            <dt className="font-medium text-muted">{t('minAuthors')}</dt>
            <dd>{t('minAuthorsValue', { count: formatNumber(call.minAuthors, locale) })}</dd>
          </>
        ) : null}
      </dl>
      {paragraphs.length ? (
        <div className="prose-text mt-6 text-base">
          {paragraphs.map((paragraph, i) => (
            <p key={i}>
              <RichText text={paragraph.trim()} />
            </p>
          ))}
        </div>
      ) : null}
      {accepting ? (
        <p className="mt-4">
          <Link to={`/publish/submit?call=${encodeURIComponent(call.slug)}`} className={buttonClass('primary')} aria-describedby={titleId}>
            {t('sendProposal')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

/** /publish/open-calls: every published call, newest first, with its state in words. */
export function OpenCallList({ calls }: { calls: OpenCallCard[] }) {
  const t = useT(publishMessages);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{t('callsTitle')}</h1>
      <p className="mt-4 text-xl text-muted [&_a]:text-brand [&_a]:underline">
        <RichText text={t('callsLead')} />
      </p>
      {calls.length === 0 ? (
        <p className="mt-8 rounded-md border border-line bg-surface p-6">{t('noCalls')}</p>
      ) : (
        <ul className="mt-8 space-y-8">
          {calls.map((call) => (
            <li key={call.slug}>
              <Call call={call} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10">
        <Link to="/publish" className="font-medium text-brand underline">
          {t('howItWorks')}
        </Link>
      </p>
    </div>
  );
}
