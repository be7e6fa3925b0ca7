import { useFetcher, useLocation } from 'react-router';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';

/** "Accept all" / "Only necessary": a plain form (works without JavaScript), sent in the background with it. */
export function ConsentForm({ compact = false }: { compact?: boolean }) {
  const t = useT(shellMessages);
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form noValidate method="post" action="/consent" className={`flex flex-wrap gap-3 ${compact ? 'mt-3' : 'mt-4'}`}>
      <input type="hidden" name="next" value={location.pathname + location.search} />
      <Button type="submit" name="consent" value="all" busy={fetcher.formData?.get('consent') === 'all'}>
        {t('consentAcceptAll')}
      </Button>
      <Button type="submit" name="consent" value="necessary" variant="secondary" busy={fetcher.formData?.get('consent') === 'necessary'}>
        {t('consentNecessary')}
      </Button>
    </fetcher.Form>
  );
}
