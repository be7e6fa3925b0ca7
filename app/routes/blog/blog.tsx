import { redirect } from 'react-router';
import type { Route } from './+types/blog';
import { blogIndexPage } from '#app/features/blog/api.server.ts';
import { BlogIndex } from '#app/features/blog/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /blog: the newest posts, search (?q) and pages (?page). */
export async function loader({ request }: Route.LoaderArgs) {
  const result = await blogIndexPage(db(), requestLocale(request), {}, new URL(request.url).searchParams, new Date());
  if (result.kind === 'redirect') throw redirect(result.to);
  return result.data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData) : []);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndex {...loaderData} />;
}
