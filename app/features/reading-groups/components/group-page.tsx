import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { CheckboxField, TextField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import type { GroupActionState } from '../group-page-forms.ts';
import type { groupPage } from '../group-pages.server.ts';
import { canManage } from '../group-rules.ts';
import { groupMessages } from '../messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';

type Page = NonNullable<Awaited<ReturnType<typeof groupPage>>>;

/** One group: its works, members, invitation (owners), moderation queue (moderators) and the way out. */
export function GroupPage({ page, state }: { page: Page; state: GroupActionState | undefined }) {
  const t = useT(groupMessages);
  const locale = useLocale();
  const busy = useBusy();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state]);
  const { group } = page;
  const owner = canManage(group.role);
  const action = (intent: string, label: string, extra?: Record<string, string>, variant: 'secondary' | 'danger' = 'secondary') => (
    <Form method="post" noValidate className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} busy={busy(intent)} busyLabel={label}>
        {label}
      </Button>
    </Form>
  );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <div>
        <p>
          <Link to="/account/groups" className="text-brand underline">
            {t('myGroups')}
          </Link>
        </p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{group.name}</h1>
        {group.description ? <p className="mt-2 whitespace-pre-line">{group.description}</p> : null}
        <p className="mt-2 text-muted">
          {group.role ? t('yourRole', { role: t(`role.${group.role}`) }) : null} · {t('membersCount', { count: group.members })}
        </p>
      </div>
      <div ref={alertRef} aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? 'success' : 'error'} title={t(state.message)} /> : null}
        {group.closed ? <p className="rounded-md border border-line bg-surface p-4">{t('closedNotice')}</p> : null}
      </div>
      <section aria-labelledby="group-works">
        <h2 id="group-works" className="text-xl font-semibold">
          {t('works')}
        </h2>
        <ul className="mt-2 flex flex-col gap-1">
          {page.works.map((work) => (
            <li key={work.slug}>
              <Link to={`/book/${work.slug}/read`} className="text-brand underline">
                {t('read', { title: work.title })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {page.inviteUrl ? (
        <section aria-labelledby="group-invite" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="group-invite" className="text-xl font-semibold">
            {t('invite')}
          </h2>
          <p className="mt-1 text-muted">{t('inviteHint')}</p>
          <p className="mt-3 font-mono text-sm wrap-anywhere" data-invite-url>
            {page.inviteUrl}
          </p>
          <div className="mt-3">{action('rotate', t('rotate'))}</div>
        </section>
      ) : null}
      <section aria-labelledby="group-members">
        <h2 id="group-members" className="text-xl font-semibold">
          {t('members')}
        </h2>
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-surface">
          {page.members.map((member) => {
            const name = `${member.name} ${member.lastName}`.trim();
            return (
              <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  {name} <span className="text-sm text-muted">· {t(`role.${member.role}`)}</span>
                </span>
                {owner && member.role !== 'owner' ? (
                  <span className="flex flex-wrap gap-2">
                    {member.role === 'member'
                      ? action('moderator', t('makeModerator', { name }), { userId: member.userId })
                      : action('member', t('makeMember', { name }), { userId: member.userId })}
                    {action('remove', t('remove', { name }), { userId: member.userId })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      {page.reports ? (
        <section aria-labelledby="group-reports">
          <h2 id="group-reports" className="text-xl font-semibold">
            {t('reports')}
          </h2>
          {page.reports.length === 0 ? (
            <p className="mt-2">{t('noReports')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {page.reports.map((report) => (
                <li key={report.id} className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4">
                  <p className="flex flex-wrap justify-between gap-2">
                    <strong>{'replyId' in report.target ? t('reportedReply') : t('reportedNote')}</strong>
                    <time dateTime={report.createdAt} className="text-sm text-muted">
                      {formatDate(report.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </p>
                  <blockquote className="border-l-4 border-brand pl-3 italic">{report.quote}</blockquote>
                  {report.words ? <p className="whitespace-pre-line">{report.words}</p> : null}
                  <p className="whitespace-pre-line">{t('reportedFor', { reason: report.reason })}</p>
                  <Link
                    to={`/book/${report.place.slug}/read/${encodeURIComponent(report.place.chapter)}#shared-${report.place.annotationId}`}
                    className="self-start text-brand underline"
                  >
                    {t('seeInReader')}
                  </Link>
                  <div className="flex flex-wrap items-end gap-3">
                    {report.hidden ? null : (
                      <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="intent" value="report-hide" />
                        <input type="hidden" name="reportId" value={report.id} />
                        <TextField label={t('hideReason')} name="reason" required maxLength={500} />
                        <Button type="submit" variant="secondary" busy={busy('report-hide')} busyLabel={t('hideFromReport')}>
                          {t('hideFromReport')}
                        </Button>
                      </Form>
                    )}
                    {action('report-dismiss', t('dismiss'), { reportId: String(report.id) })}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="group-actions" className="flex flex-col gap-3">
        <h2 id="group-actions" className="sr-only">
          {t('leave')}
        </h2>
        <div className="flex flex-wrap gap-3">
          {group.role === null ? action('join', t('join')) : action('leave', t('leave'))}
          {owner ? action(group.closed ? 'reopen' : 'close', group.closed ? t('reopen') : t('close')) : null}
          {owner ? (
            <>
              <a href={`/groups/${group.id}/annotations.jsonld`} download className="inline-flex min-h-11 items-center text-brand underline">
                {t('exportGroup')} ({t('exportJson')})
              </a>
              <a href={`/groups/${group.id}/annotations.md`} download className="inline-flex min-h-11 items-center text-brand underline">
                {t('exportGroup')} ({t('exportMarkdown')})
              </a>
            </>
          ) : null}
        </div>
        {owner ? (
          <Form method="post" noValidate className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
            <input type="hidden" name="intent" value="delete" />
            <CheckboxField label={t('deleteConfirm')} name="confirm" defaultChecked={false} />
            <Button type="submit" variant="secondary" busy={busy('delete')} busyLabel={t('deleteGroup')} className="self-start">
              {t('deleteGroup')}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
