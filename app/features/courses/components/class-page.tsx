/**
 * A class: the video with captions in both languages, a speed choice, keyboard keys, resuming
 * where the student stopped, the transcript under it, the course's classes with done marks, and
 * the certificate once every class is done. Progress goes to the server every few seconds of
 * play, on pause and when the page is left (a class is done at 90 % watched).
 */
import { localeInfo } from '#app/i18n/locales.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { ClassPageData } from '../class-page.server.ts';
import { formatDuration } from '../course-rules.ts';
import { classMessages } from '../class-messages.ts';
import { courseMessages } from '../messages.ts';
import { clock } from '../vtt.ts';

type Data = Extract<ClassPageData, { kind: 'class' }>;
const SPEEDS = [0.75, 1, 1.25, 1.5, 2];
/** How often, in seconds of play, the position is sent. */
const REPORT_EVERY = 10;

function useProgressReports(video: React.RefObject<HTMLVideoElement | null>, data: Data) {
  const fetcher = useFetcher();
  const sent = useRef(0);
  const action = `/course/${data.course.slug}/class/${data.lesson.position}/progress`;
  useEffect(() => {
    const media = video.current;
    if (!media || !data.tracked) return;
    const report = () => {
      if (!Number.isFinite(media.duration) || media.duration <= 0) return;
      sent.current = media.currentTime;
      // The position only: the server counts the time watched between reports against the class's own length.
      const body = new URLSearchParams({ intent: 'progress', position: String(media.currentTime) });
      // Leaving the page: a beacon outlives it.
      if (document.visibilityState === 'hidden') navigator.sendBeacon(action, body);
      else void fetcher.submit(body, { method: 'post', action });
    };
    const onTime = () => {
      if (Math.abs(media.currentTime - sent.current) >= REPORT_EVERY) report();
    };
    const onHide = () => document.visibilityState === 'hidden' && report();
    media.addEventListener('timeupdate', onTime);
    // Starting to play starts the server's clock.
    media.addEventListener('play', report);
    media.addEventListener('pause', report);
    media.addEventListener('ended', report);
    media.addEventListener('seeked', report);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('play', report);
      media.removeEventListener('pause', report);
      media.removeEventListener('ended', report);
      media.removeEventListener('seeked', report);
      document.removeEventListener('visibilitychange', onHide);
    };
    // The fetcher's submit is stable enough; re-binding on each answer would lose the position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, data.tracked]);
}

/** Keys for the player while focus is anywhere in it: K or space (on the video) pauses and plays, J/L ±10 s, arrows ±5 s. */
function usePlayerKeys(player: React.RefObject<HTMLElement | null>, video: React.RefObject<HTMLVideoElement | null>, seek: (to: number) => void) {
  useEffect(() => {
    const area = player.current;
    if (!area) return;
    const onKey = (event: KeyboardEvent) => {
      const media = video.current;
      if (!media || event.altKey || event.ctrlKey || event.metaKey) return;
      // Typing in the speed choice keeps its own keys.
      if ((event.target as HTMLElement).closest('select')) return;
      const steps: Record<string, number> = { j: -10, l: 10, ArrowLeft: -5, ArrowRight: 5 };
      if (event.key === 'k' || (event.key === ' ' && event.target === media)) {
        event.preventDefault();
        void (media.paused ? media.play() : media.pause());
      } else if (event.key in steps) {
        event.preventDefault();
        seek(media.currentTime + steps[event.key]!);
      }
    };
    area.addEventListener('keydown', onKey);
    return () => area.removeEventListener('keydown', onKey);
  }, [player, video, seek]);
}

export function ClassPage({ data }: { data: Data }) {
  const t = useT(courseMessages);
  const c = useT(classMessages);
  const locale = useLocale();
  const video = useRef<HTMLVideoElement>(null);
  const player = useRef<HTMLElement>(null);
  const [speed, setSpeed] = useState(1);
  const [resumed, setResumed] = useState(false);
  const { course, lesson } = data;
  const seek = useCallback((to: number) => {
    const media = video.current;
    if (media) media.currentTime = Math.max(0, Math.min(to, Number.isFinite(media.duration) ? media.duration : to));
  }, []);
  useProgressReports(video, data);
  usePlayerKeys(player, video, seek);
  // Resume where the student stopped, once the video knows its length (it may before the page's script runs).
  // Once per class: each progress report revalidates the page with a new resumeAt, and seeking to
  // it then would pull a playing video back to where it last reported.
  const resumedClass = useRef<number | null>(null);
  useEffect(() => {
    const media = video.current;
    if (!media || resumedClass.current === lesson.position) return;
    const resume = () => {
      resumedClass.current = lesson.position;
      if (lesson.resumeAt > 0 && lesson.resumeAt < media.duration - 1) {
        media.currentTime = lesson.resumeAt;
        setResumed(true);
      }
    };
    if (media.readyState >= 1) resume();
    else media.addEventListener('loadedmetadata', resume, { once: true });
    return () => media.removeEventListener('loadedmetadata', resume);
  }, [lesson.position, lesson.resumeAt]);

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <nav aria-label={t('course')} className="text-sm">
          <Link to={`/course/${course.slug}`} className="text-brand underline">
            {course.title}
          </Link>
        </nav>
        <h1 className="mt-1 font-serif text-3xl font-semibold">
          <span className="block text-base font-normal text-muted">{c('classN', { n: lesson.position })}</span>
          {lesson.title}
        </h1>
        <section ref={player} aria-label={c('video')} className="mt-4">
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the class's captions are the <track>s mapped below */}
          <video
            ref={video}
            controls
            preload="metadata"
            playsInline
            className="aspect-video w-full rounded-lg bg-black"
            src={`/course/${course.slug}/class/${lesson.position}/video`}
          >
            {lesson.captions.map((language) => (
              <track
                key={language}
                kind="captions"
                srcLang={localeInfo[language].lang}
                label={c(`captions.${language}`)}
                src={`/course/${course.slug}/class/${lesson.position}/captions/${language}.vtt`}
                default={language === locale}
              />
            ))}
          </video>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <label className="flex items-center gap-2">
              <span className="font-medium">{c('speed')}</span>
              <select
                value={speed}
                onChange={(event) => {
                  const next = Number(event.currentTarget.value);
                  setSpeed(next);
                  if (video.current) video.current.playbackRate = next;
                }}
                className="min-h-11 rounded-md border border-line bg-surface px-3"
              >
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {c('speedValue', { speed: s.toLocaleString(localeInfo[locale].iso) })}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-sm text-muted">{c('keyboard')}</p>
          </div>
          {resumed ? (
            <p role="status" className="mt-2 text-sm">
              {c('resumed', { time: clock(lesson.resumeAt) })}
            </p>
          ) : null}
        </section>
        {lesson.description ? <p className="mt-4 text-lg">{lesson.description}</p> : null}
        <section aria-labelledby="transcript-title" className="mt-8">
          <h2 id="transcript-title" className="text-xl font-semibold">
            {c('transcript')}
          </h2>
          {lesson.transcript.length ? (
            <>
              <p className="text-sm text-muted">{c('transcriptHint')}</p>
              <ol className="mt-3 space-y-1">
                {lesson.transcript.map((cue) => (
                  <li key={cue.start}>
                    <button type="button" onClick={() => seek(cue.start)} className="flex min-h-11 w-full gap-3 rounded-md px-2 text-left hover:bg-brand-soft">
                      <span className="shrink-0 font-mono text-sm text-muted">{clock(cue.start)}</span>
                      <span>{cue.text}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p className="mt-2 text-muted">{c('noTranscript')}</p>
          )}
        </section>
        <nav aria-label={c('classesTitle')} className="mt-8 flex flex-wrap justify-between gap-4">
          {data.previous ? (
            <Link to={`/course/${course.slug}/class/${data.previous.position}`} className="text-brand underline">
              ← {c('previous')}: {data.previous.title}
            </Link>
          ) : (
            <span />
          )}
          {data.next ? (
            <Link to={`/course/${course.slug}/class/${data.next.position}`} className="text-brand underline">
              {c('next')}: {data.next.title} →
            </Link>
          ) : null}
        </nav>
      </div>
      <aside className="space-y-6 self-start">
        <ClassList data={data} />
        {data.tracked ? <CertificateBox data={data} /> : null}
      </aside>
    </div>
  );
}

/** The course's classes, the current one marked, the done ones ticked. */
export function ClassList({ data }: { data: Pick<Data, 'course' | 'classes' | 'totalSeconds'> & { lesson?: { position: number } } }) {
  const t = useT(courseMessages);
  const c = useT(classMessages);
  return (
    <section aria-labelledby="classes-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="classes-title" className="font-semibold">
        {c('classesTitle')}
      </h2>
      <p className="text-sm text-muted">{t('total', { classes: data.classes.length, duration: formatDuration(data.totalSeconds) })}</p>
      <ol className="mt-2 space-y-1">
        {data.classes.map((c) => (
          <li key={c.position}>
            <Link
              to={`/course/${data.course.slug}/class/${c.position}`}
              aria-current={data.lesson?.position === c.position ? 'page' : undefined}
              className="flex min-h-11 items-start gap-2 rounded-md px-2 py-1 hover:bg-brand-soft aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-brand">
                {c.done ? '✓' : ''}
              </span>
              <span className="flex-1">
                {c.position}. {c.title}
                {c.done ? <span className="sr-only"> ({t('done')})</span> : null}
                <span className="block text-sm font-normal text-muted">
                  {formatDuration(c.durationSeconds)}
                  {c.preview ? ` · ${t('previewClass')}` : ''}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CertificateBox({ data }: { data: Data }) {
  const t = useT(courseMessages);
  const c = useT(classMessages);
  const done = data.classes.filter((c) => c.done).length;
  return (
    <section aria-labelledby="certificate-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="certificate-title" className="font-semibold">
        {c('certificateTitle')}
      </h2>
      <p className="mt-1 text-sm">{t('progress', { done, total: data.classes.length })}</p>
      {data.certificate ? (
        <p className="mt-2">
          <Link to={`/certificate/${data.certificate.code}`} className="text-brand underline">
            {t('seeCertificate')}
          </Link>
        </p>
      ) : data.mayIssue ? (
        <Form method="post" noValidate className="mt-2 space-y-2">
          <p>{c('certificateReady')}</p>
          <Button type="submit" name="intent" value="certificate">
            {c('issueCertificate')}
          </Button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-muted">{c('certificateLead')}</p>
      )}
    </section>
  );
}

/** A paid class for someone who has not bought the course. */
export function LockedClass({
  course,
  lesson,
  signedIn,
}: {
  course: { slug: string; title: string };
  lesson: { position: number; title: string };
  signedIn: boolean;
}) {
  const c = useT(classMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/course/${course.slug}`} className="text-brand underline">
          {course.title}
        </Link>
      </p>
      <h1 className="mt-1 font-serif text-3xl font-semibold">{c('lockedTitle')}</h1>
      <p className="mt-2 text-muted">
        {c('classN', { n: lesson.position })}: {lesson.title}
      </p>
      <p className="mt-4 text-lg">{c('lockedLead')}</p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to={`/course/${course.slug}`} className="inline-flex min-h-11 items-center text-brand underline">
          {c('seeCourse')}
        </Link>
        {signedIn ? null : (
          <Link
            to={`/login?redirect=${encodeURIComponent(`/course/${course.slug}/class/${lesson.position}`)}`}
            className="inline-flex min-h-11 items-center text-brand underline"
          >
            {c('lockedSignIn')}
          </Link>
        )}
      </p>
    </div>
  );
}
