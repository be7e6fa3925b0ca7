/**
 * An issue's SciELO package (issue 52, item 2): one zip with each article's JATS, PDF and images,
 * named as SciELO's packages name them (ISSN-acronym-volume-number-first page, the images
 * `…-gf01.png`), and `sps-report.txt`: what in the issue breaks an SPS 1.10 rule (each article's
 * XML run through the rules of jats/sps-rules.ts) or SciELO's intake (no PDF, a missing image),
 * one line each.
 */
import { zipSync, type Zippable } from 'fflate';
import { eq } from 'drizzle-orm';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { readUpload } from '#app/lib/storage/storage.server.ts';
import { issueJatsInputs, periodicalIds } from './jats.server.ts';
import { articleJats, type JatsInput } from './jats/jats.ts';
import { spsViolations } from './jats/sps-rules.ts';
import { findIssue, findJournal } from './journals.server.ts';
import { articlePdf } from './pages.server.ts';

export interface ScieloPackage {
  fileName: string;
  zip: Uint8Array;
  /** What breaks a rule, one line each; empty when nothing does. */
  report: string[];
  /** The files in the zip, by name. */
  files: string[];
}

const pad = (value: string | number, width: number) => String(value).padStart(width, '0');

/** SciELO's base name of an article's files: 2965-0151-rids-1-01-0009. */
export function scieloName(issn: string, acronym: string, input: Pick<JatsInput, 'volume' | 'issue' | 'firstPage' | 'id'>): string {
  const page = input.firstPage ? pad(input.firstPage, 4) : `e${input.id}`;
  return [issn, acronym, input.volume ?? '', pad(input.issue ?? '', 2), page].join('-');
}

/** An article's images in its JATS, renamed as the package holds them, with the upload each comes from. */
function packagedImages(xml: string, base: string): { xml: string; images: { name: string; key: string }[] } {
  const images: { name: string; key: string }[] = [];
  const renamed = xml.replace(/<graphic xlink:href="([^"]+)"/g, (_all, href: string) => {
    const key = href.replace(/^\/_ipx\/[^/]+\//, '/').replace(/^\/+/, '');
    const ext = /\.(\w+)$/.exec(key)?.[1]?.toLowerCase() ?? 'png';
    const name = `${base}-gf${pad(images.length + 1, 2)}.${ext}`;
    images.push({ name, key });
    return `<graphic xlink:href="${name}"`;
  });
  return { xml: renamed, images };
}

/**
 * What breaks a rule in an article's JATS (SciELO PS 1.10's rules our data can break, run on the
 * document itself: jats/sps-rules.ts) and what SciELO's intake wants that the document cannot show
 * (a full text), one line each, labelled with the article's file name.
 */
export function spsProblems(input: JatsInput, xml: string, label: string): string[] {
  const problems = spsViolations(xml).map((v) => `${label}: ${v.message} (${v.rule})`);
  if (!input.fullText) problems.push(`${label}: no full text: the package has no body for it`);
  return problems;
}

/** The package of a published issue of a journal (by the journal's publication id). */
export async function scieloPackage(db: Db, journalId: number, issueId: number): Promise<ScieloPackage> {
  const [row] = await db.select({ slug: publications.slug }).from(publications).where(eq(publications.id, journalId));
  const journal = row ? await findJournal(db, row.slug) : null;
  const issue = journal ? await findIssue(db, journal.id, issueId) : null;
  if (!journal || !issue) throw notFound();
  const issn = journal.eissn || journal.issn || '0000-0000';
  // The journal's acronym, as its JATS's journal-id.
  const acronym = periodicalIds(journal.slug).id;
  const files: Zippable = {};
  const report: string[] = [];
  for (const input of await issueJatsInputs(db, journal, issue)) {
    const base = scieloName(issn, acronym, input);
    const { xml, images } = packagedImages(articleJats(input), base);
    const problems = spsProblems(input, xml, base);
    files[`${base}.xml`] = new TextEncoder().encode(xml);
    for (const image of images) {
      const bytes = await readUpload(image.key);
      if (bytes) files[image.name] = new Uint8Array(bytes);
      else problems.push(`${base}: the image ${image.key} is not among the uploads`);
    }
    const pdf = await articlePdfBytes(db, journal.slug, input.id);
    if (pdf) files[`${base}.pdf`] = pdf;
    else problems.push(`${base}: no PDF (SciELO publishes each article's PDF)`);
    report.push(...problems);
  }
  const names = Object.keys(files);
  files['sps-report.txt'] = new TextEncoder().encode(
    report.length ? `${report.join('\n')}\n` : `SciELO PS 1.10: nothing in ${names.filter((n) => n.endsWith('.xml')).length} articles breaks a rule.\n`,
  );
  return {
    fileName: `${issn}-${acronym}-${issue.volume}-${pad(issue.number, 2)}.zip`,
    zip: zipSync(files, { level: 6 }),
    report,
    files: [...names, 'sps-report.txt'],
  };
}

/** The article's PDF (uploaded, or typeset once from its full text); null when it has neither. */
async function articlePdfBytes(db: Db, slug: string, id: number): Promise<Uint8Array | null> {
  try {
    const response = await articlePdf(db, slug, String(id));
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** The package as a download. */
export async function scieloPackageResponse(db: Db, journalId: number, issueId: number): Promise<Response> {
  const pack = await scieloPackage(db, journalId, issueId);
  return new Response(Buffer.from(pack.zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${pack.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
