import type { ReactNode } from 'react';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { pagesMessages } from '../messages.ts';
import type { Block, EditorialPage, Section } from '#app/lib/editorial-content.ts';
import { RichText } from '#app/ui/rich-text.tsx';

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className="rounded-md border-l-4 border-accent bg-surface p-4 font-sans text-base">
          <RichText text={block.text} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'dl':
      return (
        <dl>
          {block.items.map((item) => (
            <div key={item.term} className="mb-3">
              <dt className="font-sans font-semibold">{item.term}</dt>
              <dd>
                <RichText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'faq':
      return (
        <div className="not-prose space-y-3 font-sans text-base">
          {block.items.map((item) => (
            <details key={item.q} className="group rounded-md border border-line bg-surface">
              <summary className="cursor-pointer list-none p-4 font-semibold marker:hidden">
                <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none">
                  ›
                </span>
                {item.q}
              </summary>
              <div className="space-y-3 px-4 pb-4 [&_a]:text-brand [&_a]:underline">
                {item.a.map((paragraph) => (
                  <p key={paragraph}>
                    <RichText text={paragraph} />
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
      );
  }
}

export function SectionView({ section }: { section: Section }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id} className="scroll-mt-4">
        {section.heading}
      </h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </section>
  );
}

/** A whole editorial page; `after` renders extra content right after the section with that id. */
export function EditorialPageView({ page, after }: { page: EditorialPage; after?: Record<string, ReactNode> }) {
  const locale = useLocale();
  const t = useT(pagesMessages);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <header className="mb-8">
        <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-xl text-muted">
          <RichText text={page.lead} />
        </p>
        {page.updated ? (
          <p className="mt-2 text-sm text-muted">
            <time dateTime={page.updated}>{t('updated', { date: formatDate(page.updated, locale) })}</time>
          </p>
        ) : null}
      </header>
      {page.sections.length > 3 ? (
        <nav aria-labelledby="toc-title" className="mb-8 rounded-md border border-line bg-surface p-4">
          <h2 id="toc-title" className="font-semibold">
            {t('onThisPage')}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose-text">
        {page.sections.map((section) => (
          <div key={section.id}>
            <SectionView section={section} />
            {after?.[section.id]}
          </div>
        ))}
      </div>
    </article>
  );
}
