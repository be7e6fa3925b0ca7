/**
 * One plain layout for every mail: a title, paragraphs, an optional button and a footer, as
 * text and as simple, escaped HTML that mail clients render alike.
 */
export interface MailContent {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderMail(content: MailContent, lang: string): { text: string; html: string } {
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer?.length ? ['--', ...content.footer] : []),
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(content.title)}</h1>
${content.paragraphs.map(p).join('\n')}
${content.action ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#14532d;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` : ''}
${content.footer?.length ? `<hr style="border:0;border-top:1px solid #e7e5e4;margin:24px 0"><div style="font-size:12px;color:#57534e">${content.footer.map(p).join('')}</div>` : ''}
</div></body></html>`;
  return { text, html };
}
