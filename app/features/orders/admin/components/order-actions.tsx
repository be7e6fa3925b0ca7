/**
 * The order page's forms: one per status change the order allows now (and no other), each with
 * the fields it needs, and the internal notes. Plain posts; each carries the status it was shown
 * for, so a change made meanwhile by someone else is refused instead of applied on top.
 */
import { useRef } from 'react';
import { SelectField, TextArea, TextField } from '#app/ui/field.tsx';
import { CARRIER_NAMES, CARRIERS, type Carrier } from '../../carriers.ts';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Button } from '#app/ui/button.tsx';
import { INTERNAL_NOTES_MAX, REASON_MAX, REFUND_NOTE_MAX, TRACKING_CODE_MAX } from '../limits.ts';
import { adminOrdersMessages } from '../messages.ts';
import type { OrderDetail } from '../order-detail.server.ts';
import type { AdminTransition } from '../order-intents.ts';
import type { FormState } from '../outcome.ts';
import { formKey, Panel, useAnswerFocus, useFormView } from '#app/ui/admin/form-kit.tsx';
import { useBusy } from '#app/ui/use-busy.ts';

type Order = OrderDetail['order'];

const schemas = () => import('../order-actions.schema.ts');
/** The schema each status change's action parses with (canceling a paid order also asks how the money comes back). */
const transitionChecks = {
  paid: () => schemas().then((m) => m.markPaidSchema),
  sent: () => schemas().then((m) => m.markSentSchema),
  delivered: () => schemas().then((m) => m.markDeliveredSchema),
  canceled: () => schemas().then((m) => m.cancelSchema(false)),
  refund: () => schemas().then((m) => m.cancelSchema(true)),
} satisfies Record<AdminTransition | 'refund', unknown>;
const notesCheck = () => schemas().then((m) => m.notesSchema);

const title: Record<AdminTransition, 'markPaid' | 'markSent' | 'markDelivered' | 'cancelOrder'> = {
  paid: 'markPaid',
  sent: 'markSent',
  delivered: 'markDelivered',
  canceled: 'cancelOrder',
};

export function StatusActions({
  order,
  transitions,
  defaultCarrier,
  state,
}: {
  order: Order;
  transitions: AdminTransition[];
  defaultCarrier: Carrier;
  state?: FormState;
}) {
  const t = useT(adminOrdersMessages);
  return (
    <Panel id="order-actions" title={t('whatNext')}>
      {transitions.length === 0 ? (
        <p>{t('nothingNext')}</p>
      ) : (
        <>
          <p className="text-muted">{t('mailNote')}</p>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {transitions.map((to) => (
              <TransitionForm key={`${to}:${order.status}`} to={to} order={order} defaultCarrier={defaultCarrier} state={state} />
            ))}
          </div>
        </>
      )}
    </Panel>
  );
}

function TransitionForm({ to, order, defaultCarrier, state }: { to: AdminTransition; order: Order; defaultCarrier: Carrier; state?: FormState }) {
  const t = useT(adminOrdersMessages);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(adminOrdersMessages, { carrier: defaultCarrier }, state, to);
  useAnswerFocus(ref, state, to);
  const busy = useBusy()(to);
  const headingId = `action-${to}`;
  const paid = order.status === 'paid';
  return (
    <ValidatedForm
      ref={ref}
      key={formKey(order.status, state, to)}
      method="post"
      schema={to === 'canceled' && paid ? transitionChecks.refund : transitionChecks[to]}
      message={(key) => t(key as KeyOf<typeof adminOrdersMessages>)}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-line p-4"
    >
      <input type="hidden" name="intent" value={to} />
      <input type="hidden" name="status" value={order.status} />
      <h3 id={headingId} className="text-lg font-semibold">
        {t(title[to])}
      </h3>
      {to === 'paid' ? (
        <>
          <p className="text-muted">{t('markPaidLead')}</p>
          <TextArea
            label={t('paidReason')}
            name="reason"
            rows={3}
            required
            maxLength={REASON_MAX}
            hint={t('paidReasonHint')}
            defaultValue={view.value('reason')}
            error={view.error('reason')}
          />
        </>
      ) : null}
      {to === 'sent' ? (
        <>
          <p className="text-muted">{t('markSentLead')}</p>
          <SelectField
            label={t('carrier')}
            name="carrier"
            options={CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_NAMES[carrier] }))}
            defaultValue={view.value('carrier')}
            error={view.error('carrier')}
          />
          <TextField
            label={t('trackingCode')}
            name="trackingCode"
            required
            maxLength={TRACKING_CODE_MAX}
            autoComplete="off"
            spellCheck={false}
            hint={t('trackingHint')}
            defaultValue={view.value('trackingCode')}
            error={view.error('trackingCode')}
          />
        </>
      ) : null}
      {to === 'delivered' ? <p className="text-muted">{t('markDeliveredLead')}</p> : null}
      {to === 'canceled' ? (
        <>
          <p className="text-muted">{paid ? t('cancelPaidLead') : t('cancelLead')}</p>
          <TextArea
            label={t('cancelReason')}
            name="reason"
            rows={3}
            required
            maxLength={REASON_MAX}
            hint={t('cancelReasonHint')}
            defaultValue={view.value('reason')}
            error={view.error('reason')}
          />
          {paid ? (
            <TextArea
              label={t('refundNote')}
              name="refundNote"
              rows={3}
              required
              maxLength={REFUND_NOTE_MAX}
              hint={t('refundNoteHint')}
              defaultValue={view.value('refundNote')}
              error={view.error('refundNote')}
            />
          ) : null}
        </>
      ) : null}
      <div>
        <Button type="submit" variant={to === 'canceled' ? 'danger' : 'primary'} busy={busy}>
          {t(title[to])}
        </Button>
      </div>
    </ValidatedForm>
  );
}

export function NotesForm({ notes, version, state }: { notes: string; version: string; state?: FormState }) {
  const t = useT(adminOrdersMessages);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(adminOrdersMessages, { internalNotes: notes }, state, 'notes');
  useAnswerFocus(ref, state, 'notes');
  const busy = useBusy()('notes');
  return (
    <Panel id="order-notes" title={t('notes')}>
      <ValidatedForm
        ref={ref}
        key={formKey(version, state, 'notes')}
        method="post"
        schema={notesCheck}
        message={(key) => t(key as KeyOf<typeof adminOrdersMessages>)}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="notes" />
        <TextArea
          label={t('notesLabel')}
          name="internalNotes"
          rows={5}
          maxLength={INTERNAL_NOTES_MAX}
          hint={t('notesHint')}
          defaultValue={view.value('internalNotes')}
          error={view.error('internalNotes')}
        />
        <div>
          <Button type="submit" variant="secondary" busy={busy}>
            {t('saveNotes')}
          </Button>
        </div>
      </ValidatedForm>
    </Panel>
  );
}
