/**
 * A whole proposal as it was sent, to read and to print: for its author's page and the admin's.
 * Every value is the proposer's own text, so it is rendered as plain text (line breaks kept),
 * and only http(s) addresses become links.
 */
import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { localeInfo, type Locale } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { proposalViewMessages } from '../my-proposals-messages.ts';
import type { ProposalDocument } from '../proposal-document.server.ts';
import { submitMessages } from '../submit-messages.ts';

/** The address itself when it is http(s); anything else (javascript:, data:, junk) stays text. */
function httpHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

function fileSize(bytes: number, locale: Locale): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return formatNumber(bytes / MB, locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  if (bytes >= 1024) return formatNumber(bytes / 1024, locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return formatNumber(bytes, locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}

const linkClass = 'text-brand underline break-all';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A long text as typed: paragraphs and line breaks show. */
function LongText({ text, empty }: { text: string; empty: string }) {
  return text.trim() ? <p className="whitespace-pre-line">{text}</p> : <p className="text-muted">{empty}</p>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-4 py-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
      <dt className="font-medium">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export function ProposalView({ proposal, sampleHref }: { proposal: ProposalDocument; sampleHref?: string }) {
  const f = useT(submitMessages);
  const t = useT(proposalViewMessages);
  const locale = useLocale();
  const notGiven = t('notGiven');
  const yesNo = (value: boolean) => f(value ? 'yes' : 'no');
  const link = httpHref(proposal.authorshipLink);
  const sample = proposal.sample ? t('sampleFile', { name: proposal.sample.name, size: fileSize(proposal.sample.bytes, locale) }) : null;
  return (
    <div className="space-y-10">
      <Section id="sent-proposal-about" title={t('aboutTitle')}>
        <dl className="divide-y divide-line">
          <Fact term={f('bookTitle')}>{proposal.title}</Fact>
          <Fact term={f('type')}>{f(proposal.type === 'collection' ? 'typeCollection' : 'typeSingle')}</Fact>
          <Fact term={f('openCall')}>{proposal.openCall ? proposal.openCall.title : f('openCallNone')}</Fact>
          <Fact term={f('keywords')}>{proposal.keywords.length ? proposal.keywords.join(', ') : notGiven}</Fact>
          <Fact term={t('sentOn')}>
            <time dateTime={proposal.submittedAt}>{formatDate(proposal.submittedAt, locale, { dateStyle: 'long', timeStyle: 'short' })}</time>
          </Fact>
          <Fact term={t('language')}>{localeInfo[proposal.locale].name}</Fact>
          <Fact term={f('needsIllustrations')}>{yesNo(proposal.needsIllustrations)}</Fact>
          <Fact term={f('thirdPartyImages')}>{yesNo(proposal.thirdPartyImages)}</Fact>
          <Fact term={f('sample')}>
            {sample === null ? (
              t('noSample')
            ) : sampleHref ? (
              <a href={sampleHref} className={linkClass} download>
                {sample}
              </a>
            ) : (
              sample
            )}
          </Fact>
        </dl>
      </Section>

      <Section id="sent-proposal-description" title={f('bookDescription')}>
        <LongText text={proposal.description} empty={notGiven} />
      </Section>

      <Section id="sent-proposal-authors" title={f('authors')}>
        <ol className="space-y-6">
          {proposal.authors.map((author, i) => (
            <li key={i} className="break-inside-avoid">
              <h3 className="text-lg font-semibold">{author.name}</h3>
              <dl className="mt-1">
                <Fact term={f('authorEmail')}>{author.email}</Fact>
                <Fact term={f('authorAffiliation')}>{author.affiliation || notGiven}</Fact>
                <Fact term={f('authorOrcid')}>
                  {ORCID_PATTERN.test(author.orcid) ? (
                    <a href={`https://orcid.org/${author.orcid}`} className={linkClass}>
                      {author.orcid}
                    </a>
                  ) : (
                    author.orcid || notGiven
                  )}
                </Fact>
                <Fact term={f('authorBio')}>{author.bio.trim() ? <span className="whitespace-pre-line">{author.bio}</span> : notGiven}</Fact>
              </dl>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="sent-proposal-summary" title={f('summary')}>
        <LongText text={proposal.summary} empty={notGiven} />
      </Section>

      <Section id="sent-proposal-chapters" title={f('chapters')}>
        <ol className="list-decimal space-y-5 pl-6 marker:font-semibold">
          {proposal.chapters.map((chapter, i) => (
            <li key={i} className="break-inside-avoid">
              <h3 className="text-lg font-semibold">{chapter.title}</h3>
              <p className="mt-1 whitespace-pre-line">{chapter.summary}</p>
              <p className="mt-1 text-sm">
                <span className="font-medium">{`${f('chapterKeywords')}:`}</span> {chapter.keywords.join(', ')}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="sent-proposal-more" title={t('moreTitle')}>
        <div className="space-y-5">
          <div>
            <h3 className="text-lg font-semibold">{f('otherBooks')}</h3>
            <LongText text={proposal.otherBooks} empty={notGiven} />
          </div>
          <div>
            <h3 className="text-lg font-semibold">{f('authorshipLink')}</h3>
            <p className={proposal.authorshipLink ? 'break-all' : 'text-muted'}>
              {link ? (
                <a href={link} rel="nofollow noopener noreferrer" className={linkClass}>
                  {proposal.authorshipLink}
                </a>
              ) : (
                proposal.authorshipLink || notGiven
              )}
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{f('otherInformation')}</h3>
            <LongText text={proposal.otherInformation} empty={notGiven} />
          </div>
        </div>
      </Section>
    </div>
  );
}
