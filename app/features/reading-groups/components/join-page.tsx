import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import type { JoinState } from '../group-pages.server.ts';
import { groupMessages } from '../messages.ts';

/** An invitation: the group's name and one button. */
export function JoinPage({ group, state }: { group: { id: number; name: string }; state: JoinState | undefined }) {
  const t = useT(groupMessages);
  const navigation = useNavigation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('joinTitle', { name: group.name })}</h1>
      <p>{t('joinLead')}</p>
      <div aria-live="polite">{state?.message ? <Alert tone="error" title={t(state.message)} /> : null}</div>
      <Form method="post" noValidate>
        <Button type="submit" busy={navigation.state === 'submitting'} busyLabel={t('join')}>
          {t('join')}
        </Button>
      </Form>
    </div>
  );
}
