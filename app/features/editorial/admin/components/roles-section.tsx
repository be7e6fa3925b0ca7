/**
 * A journal's, an open call's or a book collection's "Editorial team with access": who holds a
 * role, a form to give one by e-mail, buttons to take one away; how its review runs (not for a
 * collection, whose calls each say).
 */
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { answerFor, formKey, Notice, useAnswerFocus, useFormView } from '#app/ui/admin/form-kit.tsx';
import { Button } from '#app/ui/button.tsx';
import { SelectField, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { FormState } from '#app/lib/form-outcome.ts';
import type { ScopeMember } from '../../scoped-roles.ts';
import { ROLES_FORM as FORM, rolesMessages, type RolesKey } from '../roles-messages.ts';

const grantCheck = () => import('../roles.schema.ts').then((m) => m.grantRoleSchema);
const settingsCheck = () => import('../roles.schema.ts').then((m) => m.reviewSettingsSchema);

export function RolesSection({
  scopeKind,
  members,
  roles,
  settings,
  done,
  state,
}: {
  scopeKind: 'journal' | 'open-call' | 'collection';
  members: ScopeMember[];
  roles: readonly string[];
  settings: { blindness: string; responseDays: number; reviewDays: number } | null;
  done: RolesKey | null;
  state: FormState | undefined;
}) {
  const t = useT(rolesMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const mine = answerFor(state, FORM) as FormState<RolesKey> | undefined;
  // The two forms share the section's answer: each reads it only when it was its own post.
  const settingsAnswer = mine && 'blindness' in mine.values ? mine : undefined;
  const grantAnswer = settingsAnswer ? undefined : mine;
  const view = useFormView(rolesMessages, { email: '', role: roles[0] ?? '' }, grantAnswer, FORM);
  useAnswerFocus(formRef, grantAnswer, FORM);
  const settingsRef = useRef<HTMLFormElement>(null);
  useAnswerFocus(settingsRef, settingsAnswer, FORM);
  const settingsView = useFormView(
    rolesMessages,
    { blindness: settings?.blindness ?? '', responseDays: String(settings?.responseDays ?? ''), reviewDays: String(settings?.reviewDays ?? '') },
    settingsAnswer,
    FORM,
  );
  const lead: RolesKey = scopeKind === 'open-call' ? 'leadCall' : scopeKind === 'collection' ? 'leadCollection' : 'lead';
  const none: RolesKey = scopeKind === 'open-call' ? 'noneCall' : scopeKind === 'collection' ? 'noneCollection' : 'none';
  const busy = (intent: string, key = '') =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (!key || `${navigation.formData.get('email')}:${navigation.formData.get('role')}` === key);
  const roleLabel = (role: string) => t(`role.${role}` as RolesKey);
  const message = (key: string) => t(key as RolesKey);
  return (
    <section id="editors" aria-labelledby="editors-title" className="scroll-mt-4 rounded-lg border border-line bg-surface p-5">
      <h2 id="editors-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-muted">{t(lead)}</p>
      <div className="mt-3 grid gap-4">
        <Notice catalog={rolesMessages} state={mine} done={done} />
        {members.length === 0 ? (
          <p className="text-muted">{t(none)}</p>
        ) : (
          <ul className="divide-y divide-line">
            {members.map((m) => (
              <li key={`${m.userId}:${m.role}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <span className="font-medium">{m.name || m.email}</span> · {roleLabel(m.role)}
                  <span className="block text-sm wrap-anywhere text-muted">
                    {m.email} · {t('since', { date: formatDate(m.grantedAt, locale) })}
                  </span>
                </div>
                <Form noValidate method="post" action="?section=editors" className="inline">
                  <input type="hidden" name="email" value={m.email} />
                  <input type="hidden" name="role" value={m.role} />
                  <Button
                    type="submit"
                    name="intent"
                    value="revoke"
                    variant="secondary"
                    busy={busy('revoke', `${m.email}:${m.role}`)}
                    className="min-h-11 px-3 text-sm"
                    aria-label={`${t('revoke')}: ${m.name || m.email}, ${roleLabel(m.role)}`}
                  >
                    {t('revoke')}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <ValidatedForm
          ref={formRef}
          key={formKey(members.map((m) => `${m.userId}:${m.role}`).join(','), mine, FORM)}
          schema={grantCheck}
          message={message}
          method="post"
          action="?section=editors"
          aria-labelledby="editors-grant-title"
          className="grid gap-3 border-t border-line pt-4"
        >
          <h3 id="editors-grant-title" className="text-lg font-semibold">
            {t('grantTitle')}
          </h3>
          <div className="grid max-w-xl gap-3">
            <TextField
              label={t('email')}
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              hint={t('emailHint')}
              defaultValue={view.value('email')}
              error={view.error('email')}
            />
            <SelectField
              label={t('role')}
              name="role"
              options={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
              defaultValue={view.value('role')}
              error={view.error('role')}
            />
          </div>
          <div>
            <Button type="submit" name="intent" value="grant" busy={busy('grant')}>
              {t('grant')}
            </Button>
          </div>
        </ValidatedForm>
        {settings ? (
          <ValidatedForm
            ref={settingsRef}
            key={formKey(`${settings.blindness}:${settings.responseDays}:${settings.reviewDays}`, mine, FORM)}
            schema={settingsCheck}
            message={message}
            method="post"
            action="?section=editors"
            aria-labelledby="editors-settings-title"
            className="grid gap-3 border-t border-line pt-4"
          >
            <h3 id="editors-settings-title" className="text-lg font-semibold">
              {t('settingsTitle')}
            </h3>
            <div className="grid max-w-xl gap-3">
              <SelectField
                label={t('blindness')}
                name="blindness"
                options={(['double', 'single'] as const).map((b) => ({ value: b, label: t(`blindness.${b}`) }))}
                defaultValue={settingsView.value('blindness')}
                error={settingsView.error('blindness')}
              />
              <TextField
                label={t('responseDays')}
                name="responseDays"
                inputMode="numeric"
                required
                hint={t('responseDaysHint')}
                defaultValue={settingsView.value('responseDays')}
                error={settingsView.error('responseDays')}
              />
              <TextField
                label={t('reviewDays')}
                name="reviewDays"
                inputMode="numeric"
                required
                hint={t('reviewDaysHint')}
                defaultValue={settingsView.value('reviewDays')}
                error={settingsView.error('reviewDays')}
              />
            </div>
            <div>
              <Button type="submit" name="intent" value="settings" busy={busy('settings')}>
                {t('saveSettings')}
              </Button>
            </div>
          </ValidatedForm>
        ) : null}
      </div>
    </section>
  );
}
