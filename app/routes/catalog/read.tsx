import { data, useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/read';
import { handleAnnotationForm, readerPage, loadReaderBook } from '#app/features/reader/api.server.ts';
import { ReaderPage, readerCss, type SharedNoteInput } from '#app/features/reader/api.ts';
import { GroupNotes, groupNotesCss, isGroupNoteAnswer, sharedQuery } from '#app/features/reading-groups/api.ts';
import { handleGroupForm, readerGroups, sharedView } from '#app/features/reading-groups/api.server.ts';
import { startReadingRecord } from '#app/features/reading-records/api.ts';
import { issueViewProof } from '#app/features/reading-records/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';
import { notFound } from '#app/lib/app-error.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: readerCss },
  { rel: 'stylesheet', href: groupNotesCss },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(sessionContext)?.user ?? null;
  const page = await readerPage(db(), { slug: params.slug, chapter: params.chapter, url: new URL(request.url), locale: requestLocale(request), user });
  // A paid book's other chapters: the way to buy, with 403 (not an error page).
  if (page.blocked) return data({ ...page, readingProof: null }, { status: 403 });
  // A chapter served to a signed-in reader carries the proof its reading records need (a visitor's
  // pages may be shared by the page cache, and a visitor reads only what needs no proof).
  // The reader's groups for this work, and what they shared on this chapter (nothing for visitors).
  const view = sharedView(new URL(request.url).searchParams);
  const groups = user ? await readerGroups(db(), user, page.book.id, page.chapter.slug, view) : { groups: [], targets: [], shown: null, shared: null };
  return { ...page, readingProof: user ? issueViewProof(page.book.id, page.chapter.slug) : null, ...groups, allThreads: view.all };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const book = await loadReaderBook(db(), params.slug);
  if (!book) throw notFound();
  const formData = await readFormData(request);
  const locale = requestLocale(request);
  return String(formData.get('intent') ?? '').startsWith('group-')
    ? respond(await handleGroupForm(db(), user, book.id, formData), locale)
    : respond(await handleAnnotationForm(db(), user, book, formData), locale);
}

/** Saving progress changes nothing on the page: no need to reload the chapter. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'progress') return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { book, chapter } = loaderData;
  // Open access chapters are indexable; previews and refused chapters are not.
  return pageMeta({ title: `${chapter.title} · ${book.title}`, description: book.title, noindex: loaderData.preview || loaderData.blocked, type: 'book' });
};

export default function ReadRoute({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher();
  const groups = 'groups' in loaderData ? loaderData.groups : [];
  const share = (groupId: number, note: SharedNoteInput) =>
    fetcher.submit(
      {
        intent: 'group-share',
        id: crypto.randomUUID(),
        groupId: String(groupId),
        chapter: note.chapter,
        selector: JSON.stringify(note.selector),
        comment: note.comment,
      },
      { method: 'post' },
    );
  return (
    <ReaderPage
      loaderData={loaderData}
      actionData={actionData && !isGroupNoteAnswer(actionData) ? actionData : undefined}
      chapterProof={loaderData.readingProof}
      onChapterShown={startReadingRecord}
      shareTargets={'targets' in loaderData ? loaderData.targets : []}
      onShare={share}
      afterChapter={
        'shared' in loaderData && loaderData.shared ? (
          <GroupNotes
            shared={loaderData.shared}
            groups={groups}
            view={{ shown: loaderData.shown, all: loaderData.allThreads }}
            result={actionData && isGroupNoteAnswer(actionData) ? actionData : undefined}
            source={`/groups/shared/${loaderData.book.id}/${encodeURIComponent(loaderData.chapter.slug)}${sharedQuery({ shown: loaderData.shown, all: loaderData.allThreads })}`}
          />
        ) : null
      }
    />
  );
}
