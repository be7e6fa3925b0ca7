import type { ReactNode } from 'react';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { BookView } from '../book-view.server.ts';

/**
 * How a work can be had: reading online (the `reader` slot, when the book has an edition), free
 * downloads when open access, and each format with its price and availability.
 */
export function FormatOffers({ view, reader }: { view: Pick<BookView, 'openAccess' | 'offers' | 'text'>; reader?: ReactNode }) {
  const { openAccess, offers, text } = view;
  return (
    <div className="mt-8 flex flex-col gap-4">
      {reader}
      {openAccess ? (
        <section aria-labelledby="open-access-title" className="rounded-lg border-2 border-brand bg-brand-soft p-5">
          <h2 id="open-access-title" className="font-semibold">
            {openAccess.title}
          </h2>
          <p className="mt-1">{openAccess.text}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {openAccess.files.map((file) => (
              <a key={file.href} href={file.href} className={buttonClass('primary')} download>
                {file.label}
              </a>
            ))}
          </div>
        </section>
      ) : null}
      {offers.length ? (
        <section aria-labelledby="formats-title">
          <h2 id="formats-title" className="mb-2 font-semibold">
            {text.formats}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {offers.map((offer) => (
              <li key={offer.id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
                <span className="font-medium">{offer.name}</span>
                <span className="text-2xl font-semibold">{offer.price}</span>
                <span className={offer.outOfStock ? 'font-medium text-danger' : 'text-muted'}>{offer.availability}</span>
                {offer.link ? (
                  <Link to={offer.link.to} className={buttonClass(offer.outOfStock ? 'secondary' : 'primary', 'mt-2')}>
                    {offer.link.label}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
