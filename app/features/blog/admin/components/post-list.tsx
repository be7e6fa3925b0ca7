import { formatDate } from '#app/i18n/format.ts';
import { localeInfo, locales, type Locale } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { Link } from '#app/ui/link.tsx';
import { blogAdminMessages } from '../messages.ts';
import type { BlogDone } from '../outcome.ts';
import type { AdminStory, VersionSummary } from '../posts-admin.server.ts';
import { ListTable } from '#app/ui/admin/list-kit.tsx';

/** A version's state as words: draft, scheduled for…, published on…. */
export function StateText({ version }: { version: Pick<VersionSummary, 'state' | 'publishedAt'> }) {
  const t = useT(blogAdminMessages);
  const locale = useLocale();
  const date = version.publishedAt ? formatDate(version.publishedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return <>{version.state === 'draft' ? t('state.draft') : t(version.state === 'scheduled' ? 'state.scheduled' : 'state.published', { date })}</>;
}

/** /admin/blog: each story with its Portuguese and English versions and their states. */
export function PostList({ stories, done }: { stories: AdminStory[]; done: BlogDone | null }) {
  const t = useT(blogAdminMessages);
  const languageName = (l: Locale) => t(l === 'pt' ? 'portuguese' : 'english');
  return (
    <div>
      <PageHeader
        title={t('posts')}
        actions={
          <Link to="/admin/blog/new" className={buttonClass('primary')}>
            {t('newPost')}
          </Link>
        }
      />
      <Notice catalog={blogAdminMessages} done={done} />
      <ListTable caption={t('posts')} columns={locales.map((l) => ({ key: l, label: languageName(l) }))} empty={t('noPosts')} rowCount={stories.length}>
        {stories.map((story) => (
          <tr key={story.id} className="border-b border-line align-top last:border-0">
            {locales.map((l) => {
              const version = story.versions[l];
              return (
                <td key={l} data-label={languageName(l)} className="p-3">
                  {version ? (
                    <>
                      <Link to={`/admin/blog/${version.id}`} className="font-medium text-brand underline" lang={localeInfo[l].lang}>
                        {version.title}
                      </Link>
                      <p className="text-sm text-muted">
                        <StateText version={version} />
                      </p>
                    </>
                  ) : (
                    <Link to={`/admin/blog/new?story=${story.id}`} className="text-sm text-brand underline">
                      {t(`addVersion.${l}`)}
                    </Link>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
