import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { miniCartMessages } from '../mini-cart-messages.ts';

/** The header's cart: a link to the cart step with the number of items. */
export function MiniCart({ count }: { count: number }) {
  const t = useT(miniCartMessages);
  const locale = useLocale();
  // The name is the visible text plus what only screen readers need: "Carrinho 2 itens", "Carrinho vazio".
  return (
    <Link
      to="/checkout"
      className="relative inline-flex min-h-11 min-w-10 items-center justify-center gap-1 rounded-md px-2 font-medium hover:bg-brand-soft sm:px-3"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.3" />
        <circle cx="17" cy="19.5" r="1.3" />
      </svg>
      <span className="sr-only sm:not-sr-only">{t('cart')}</span>
      {count > 0 ? (
        <span className="rounded-full bg-brand px-2 text-sm leading-6 text-brand-ink">
          {formatNumber(count, locale)}
          <span className="sr-only"> {t('itemsSuffix', { count })}</span>
        </span>
      ) : (
        <span className="sr-only"> {t('emptySuffix')}</span>
      )}
    </Link>
  );
}
