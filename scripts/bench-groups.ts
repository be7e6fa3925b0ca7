/**
 * A reading group's busiest chapter (issue 39's budget: server p50 ≤ 60 ms with 1,000 group
 * annotations): a signed-in member starts a group on Moby-Dick (imported by the caller), shares
 * 1,000 annotations on one chapter through the reader's own form and answers 200 of them, then the
 * chapter is rendered for them. Part of `npm run bench`; alone: `npm run bench -- --groups`.
 */

const ANNOTATIONS = 1000;
const REPLIES = 200;

async function post(url: string, cookie: string, origin: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return response;
}

/** Fills the group's chapter; returns its address. */
export async function prepareGroupChapter(base: string, cookie: string, chapter = '/book/moby-dick/read/chapter-010'): Promise<string> {
  const form = await (await fetch(`${base}/account/groups`, { headers: { cookie } })).text();
  const work = /<option value="(\d+)"[^>]*>Moby-Dick/.exec(form)?.[1];
  if (!work) throw new Error('Moby-Dick is not among the works the bench reader may start a group for');
  const made = await post(`${base}/account/groups`, cookie, base, { name: 'Seminário de bancada', description: '', privacy: 'private', work });
  if (made.status !== 302 && made.status !== 303) throw new Error(`starting the group answered ${made.status}`);
  const groupId = /\/groups\/(\d+)/.exec(made.headers.get('location') ?? '')?.[1];
  if (!groupId) throw new Error('no group address after starting it');
  // Real passages: the chapter's words, quoted where they are (the server checks): a paragraph's
  // data-offset plus the word's place in the paragraph's leading text.
  const html = await (await fetch(base + chapter, { headers: { cookie } })).text();
  const words = [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/<p\b[^>]*\bdata-offset="(\d+)"[^>]*>([^<&]{40,})/g)].flatMap((match) =>
    [...match[2]!.matchAll(/\S{5,}/g)].map((word) => ({ exact: word[0], start: Number(match[1]) + word.index })),
  );
  if (words.length < 50) throw new Error('the chapter has too little text to quote');
  for (let i = 0; i < ANNOTATIONS; i++) {
    const { exact, start } = words[i % words.length]!;
    const selector = { quote: { exact, prefix: '', suffix: '' }, position: { start, end: start + exact.length } };
    const shared = await post(base + chapter, cookie, base, {
      intent: 'group-share',
      id: `bench-note-${String(i).padStart(5, '0')}`,
      groupId,
      chapter: chapter.split('/').pop()!,
      selector: JSON.stringify(selector),
      comment: i % 3 === 0 ? '' : `Nota ${i}: uma leitura desta passagem, com uma frase ou duas de comentário para a conversa do grupo.`,
    });
    if (!shared.ok) throw new Error(`sharing answered ${shared.status}`);
  }
  for (let i = 0; i < REPLIES; i++) {
    const replied = await post(base + chapter, cookie, base, {
      intent: 'group-reply',
      annotationId: `bench-note-${String(i * 5).padStart(5, '0')}`,
      body: `Resposta ${i}: concordo, e acrescento um ponto.`,
    });
    if (!replied.ok) throw new Error(`replying answered ${replied.status}`);
  }
  return chapter;
}

export { ANNOTATIONS as GROUP_BENCH_ANNOTATIONS, REPLIES as GROUP_BENCH_REPLIES };
