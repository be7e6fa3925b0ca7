import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { CartActionResult } from '../cart-actions.server.ts';
import { MAX_COPIES } from '../cart-rules.ts';
import { addToCartMessages } from '../add-to-cart-messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';

/** "Add to cart" on a product or course page: a quantity for printed books, one for ebooks and courses. */
export function AddToCartForm({
  item,
  digital,
  stock,
  title,
  result,
}: {
  item: { formatId: number } | { courseId: number };
  digital: boolean;
  stock: number | null;
  title: string;
  result: CartActionResult | undefined;
}) {
  const t = useT(addToCartMessages);
  const busy = useBusy()('add');
  const quantityId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const mine = result && ('courseId' in item ? result.courseId === item.courseId : result.formatId === item.formatId) ? result : undefined;
  useEffect(() => {
    if (mine) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [mine]);
  const max = Math.max(1, Math.min(MAX_COPIES, stock ?? 1));
  return (
    <div className="flex flex-col gap-3">
      <Form noValidate method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        {'courseId' in item ? <input type="hidden" name="courseId" value={item.courseId} /> : <input type="hidden" name="formatId" value={item.formatId} />}
        {digital ? (
          <input type="hidden" name="quantity" value="1" />
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={quantityId} className="font-medium">
              {t('quantity')}
            </label>
            <input
              id={quantityId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              defaultValue={1}
              required
              className="min-h-11 w-24 rounded-md border border-line bg-surface px-3 py-2 text-ink"
            />
          </div>
        )}
        <Button type="submit" busy={busy} busyLabel={t('adding')}>
          {t('addToCart')}
        </Button>
      </Form>
      <div ref={alertRef} aria-live="polite">
        {mine ? <CartOutcome result={mine} title={title} /> : null}
      </div>
    </div>
  );
}

function CartOutcome({ result, title }: { result: CartActionResult; title: string }) {
  const t = useT(addToCartMessages);
  const goToCart = (
    <Link to="/checkout" className="font-medium text-brand underline">
      {t('goToCart')}
    </Link>
  );
  switch (result.cart) {
    case 'added':
      return (
        <Alert tone="success" title={t('added', { title })}>
          {goToCart}
        </Alert>
      );
    case 'limited':
      return (
        <Alert tone="info" title={t('limited', { count: result.quantity ?? 0 })}>
          {goToCart}
        </Alert>
      );
    case 'full':
      return (
        <Alert tone="error" title={result.message}>
          {goToCart}
        </Alert>
      );
    case 'free':
    case 'owned':
      return <Alert tone="info" title={result.message} />;
    default:
      return <Alert tone="error" title={result.message} />;
  }
}
