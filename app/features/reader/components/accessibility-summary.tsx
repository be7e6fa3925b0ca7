/** A work's accessibility, drawn by the page's loader (accessibility-summary.server.ts: accessibilityHtml, every text escaped). */
export function AccessibilitySummary({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
