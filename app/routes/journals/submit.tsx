import { redirect, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/submit';
import { isWizardStep, submitMessages, SubmitWizard } from '#app/features/editorial/api.ts';
import { wizardAction, wizardPage } from '#app/features/editorial/api.server.ts';
import { placeFeeOrder, startPayment } from '#app/features/orders/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { notFound } from '#app/lib/app-error.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { respond } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';

/** /journal/{slug}/submit/{step}: the author's submission wizard (signed in: the layout's guard sends others to sign in and back). */
function stepOf(params: Route.LoaderArgs['params']) {
  const step = params.step ?? 'type';
  if (!isWizardStep(step)) throw notFound();
  return step;
}

const numberOf = (request: Request) => new URL(request.url).searchParams.get('n')?.slice(0, 40) ?? null;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  const page = await wizardPage(db(), { author: user, slug: params.slug, step: stepOf(params), number: numberOf(request), locale, saved });
  const t = translator(submitMessages, locale);
  const journal = locale === 'en' ? page.journal.titleEn || page.journal.titlePt : page.journal.titlePt;
  return { page, title: t('title', { journal }), description: t('description') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description, noindex: true });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const outcome = await wizardAction(db(), {
    author: user,
    slug: params.slug,
    step: stepOf(params),
    number: numberOf(request),
    locale,
    request,
    checkout: { placeFeeOrder, startPayment },
  });
  // The submit queued the author's mail; the fee's order its own.
  wakeJobRunner();
  // The payment provider's page is another site (or the test provider's, already in the buyer's language).
  if (outcome.kind === 'redirect' && /^https?:\/\//.test(outcome.to)) throw redirect(outcome.to);
  return respond(outcome, locale);
}

/** A refused step saved what it could (a good file, what was typed): the page reads the draft again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function SubmitRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmitWizard page={loaderData.page} state={actionData} />;
}
