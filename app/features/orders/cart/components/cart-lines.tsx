import { useId } from 'react';
import { Form } from 'react-router';
import { Cover } from '#app/ui/cover.tsx';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { MAX_COPIES } from '../cart-rules.ts';
import type { CartLine, CartView } from '../cart.server.ts';
import { cartMessages } from '../messages.ts';

/** The cart's lines; `editable` adds a quantity form and a remove button to each (plain posts). */
export function CartLines({ cart, editable = false }: { cart: Pick<CartView, 'lines' | 'currency'>; editable?: boolean }) {
  const t = useT(cartMessages);
  return (
    <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface" aria-label={t('title')}>
      {cart.lines.map((line) => (
        <li key={line.path} className="grid gap-4 p-4 sm:grid-cols-[5rem_1fr_auto]">
          {/* Decorative: the title is the line's link next to it. */}
          <div className="w-20">
            {line.cover ? (
              <Cover cover={line.cover} width={line.coverWidth} height={line.coverHeight} title={line.title} alt="" sizes="80px" />
            ) : (
              <div aria-hidden="true" className="flex aspect-[2/3] w-full items-end rounded-sm bg-ink p-2 font-serif text-xs leading-tight text-page">
                <span className="line-clamp-4">{line.title}</span>
              </div>
            )}
          </div>
          <LineDetails line={line} currency={cart.currency} editable={editable} />
        </li>
      ))}
    </ul>
  );
}

function LineDetails({ line, currency, editable }: { line: CartLine; currency: CartView['currency']; editable: boolean }) {
  const t = useT(cartMessages);
  const locale = useLocale();
  const quantityId = useId();
  const problemId = useId();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return (
    <>
      <div className="flex flex-col gap-1">
        <Link to={line.path} className="font-serif text-lg font-semibold text-brand underline">
          {line.title}
        </Link>
        <p className="text-sm text-muted">
          {t(`format.${line.kind}`)}
          {line.isbn ? ` · ISBN ${line.isbn}` : ''}
          {line.digital ? ` · ${t('digitalNote')}` : ''}
        </p>
        <p>
          <span className="text-muted">{t('unitPrice')}: </span>
          {money(line.unitPrice)}
        </p>
        {line.problem ? (
          <p id={problemId} className="font-medium text-danger">
            {t(`problem.${line.problem}`, { stock: line.stock ?? 0, currency })}
          </p>
        ) : null}
        {editable ? (
          <div className="mt-2 flex flex-wrap items-end gap-3">
            {line.digital ? (
              <p className="text-sm">
                {t('quantity')}: {t('oneCopy')}
              </p>
            ) : (
              <Form noValidate method="post" className="flex items-end gap-2">
                <input type="hidden" name="formatId" value={line.formatId ?? ''} />
                <div className="flex flex-col gap-1">
                  <label htmlFor={quantityId} className="text-sm font-medium">
                    {t('quantity')}
                  </label>
                  <input
                    id={quantityId}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_COPIES}
                    defaultValue={line.quantity}
                    required
                    aria-describedby={line.problem ? problemId : undefined}
                    className="min-h-11 w-20 rounded-md border border-line bg-surface px-3 py-2 text-ink"
                  />
                </div>
                <Button type="submit" name="intent" value="update" variant="secondary" aria-label={t('updateOf', { title: line.title })}>
                  {t('update')}
                </Button>
              </Form>
            )}
            <Form noValidate method="post">
              {line.courseId !== null ? (
                <input type="hidden" name="courseId" value={line.courseId} />
              ) : (
                <input type="hidden" name="formatId" value={line.formatId ?? ''} />
              )}
              <Button type="submit" name="intent" value="remove" variant="ghost" aria-label={t('removeOf', { title: line.title })}>
                {t('remove')}
              </Button>
            </Form>
          </div>
        ) : (
          <p className="text-sm">
            {t('quantity')}: {line.quantity}
          </p>
        )}
      </div>
      <p className="text-lg font-semibold sm:text-right">
        <span className="sr-only">{t('lineTotal')}: </span>
        {money(line.lineTotal)}
      </p>
    </>
  );
}
