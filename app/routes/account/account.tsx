import type { Route } from './+types/account';
import { accountAction, hasPublications, listSessions, myPublications } from '#app/features/account/api.server.ts';
import { AccountHeader, AccountSettings, MyPublications, accountMessages } from '#app/features/account/api.ts';
import { AccessibleVersionsLink } from '#app/features/accessible-versions/api.ts';
import { MyCourses } from '#app/features/courses/api.ts';
import { DeskLink, MySubmissions, ReviewsLink } from '#app/features/editorial/api.ts';
import { accountWayQuestions, accountWaysOf, hasSubmissions, mySubmissions } from '#app/features/editorial/api.server.ts';
import { hasCourses, myCourses } from '#app/features/courses/api.server.ts';
import { RecentOrders } from '#app/features/orders/api.ts';
import { hasOrders, listMyOrders } from '#app/features/orders/api.server.ts';
import { MyProposals } from '#app/features/publish/api.ts';
import { hasProposals, listMyProposals } from '#app/features/publish/api.server.ts';
import { booksInProgress, hasBooksInProgress } from '#app/features/reader/api.server.ts';
import { BooksInProgress } from '#app/features/reader/api.ts';
import { GroupsLink } from '#app/features/reading-groups/api.ts';
import { ReadingReportLink } from '#app/features/reading-records/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { refreshSessionUser } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { presenceOf, type Person } from '#app/lib/db/presence.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { respond } from '#app/lib/respond.server.ts';

const accountQuestions = (person: Person) => ({
  publications: hasPublications(person),
  reading: hasBooksInProgress(person),
  orders: hasOrders(person),
  courses: hasCourses(person),
  proposals: hasProposals(person),
  submissions: hasSubmissions(person),
  ...accountWayQuestions(person),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireSession(context, request);
  const locale = requestLocale(request);
  // Which of the page's lists have anything, in one query; then only those lists are read (most
  // people have two or three of the seven).
  const has = await presenceOf(db(), 'account_lists', accountQuestions, user.id);
  const [sessions, publications, reading, orders, courses, proposals, submissions] = await Promise.all([
    listSessions(user.id, sessionId),
    has.publications ? myPublications(db(), user.id, locale) : [],
    has.reading ? booksInProgress(db(), user.id) : [],
    has.orders ? listMyOrders(db(), user.id, 3) : [],
    has.courses ? myCourses(db(), user.id) : [],
    has.proposals ? listMyProposals(db(), user.id, locale) : [],
    has.submissions ? mySubmissions(db(), user.id, locale, 3) : [],
  ]);
  const { desk, reviews } = accountWaysOf(user, has);
  const title = translator(accountMessages, locale)('accountTitle');
  return { title, user, sessions, publications, reading, orders, courses, proposals, submissions, desk, reviews };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user, sessionId } = requireSession(context, request);
  const outcome = await accountAction(request, { userId: user.id, sessionId, ip: context.get(requestInfoContext).ip });
  // Without JavaScript this request also draws the page: its loader must see the change.
  await refreshSessionUser(context);
  return respond(outcome, requestLocale(request));
}

/** The account: what the person has here (orders, proposals, courses, books), then their settings. */
export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <AccountHeader user={user} />
      {loaderData.desk ? <DeskLink /> : null}
      {loaderData.reviews ? <ReviewsLink /> : null}
      <RecentOrders orders={loaderData.orders} />
      <MySubmissions submissions={loaderData.submissions} />
      <MyProposals proposals={loaderData.proposals} />
      {loaderData.courses.length ? <MyCourses courses={loaderData.courses} /> : null}
      <BooksInProgress books={loaderData.reading} />
      <GroupsLink />
      <AccessibleVersionsLink />
      {loaderData.publications.length ? (
        <MyPublications works={loaderData.publications} readingReport={(work) => <ReadingReportLink publicationId={work.id} title={work.title} />} />
      ) : null}
      <AccountSettings user={user} sessions={loaderData.sessions} actionData={actionData} />
    </div>
  );
}
