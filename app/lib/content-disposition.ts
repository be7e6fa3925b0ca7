/**
 * A Content-Disposition header that downloads a file under a name people chose (RFC 6266): an
 * ASCII fallback with quotes and backslashes replaced, and the real name in UTF-8 (RFC 8187),
 * so "Capítulo "1".pdf" neither breaks the header nor loses its accents.
 */
export function attachment(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'download';
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
