import { Fragment, type ReactNode } from 'react';
import { Link } from './link.tsx';

/**
 * The editorial inline markup: [label](/path), [label](pt:/path) for the Portuguese page whatever
 * the current language, and **bold**; nothing else. Text is rendered as
 * text (React escapes it), so content can never inject HTML. External links open normally.
 */
export function RichText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, label, href, bold] = match;
    if (bold) nodes.push(<strong key={match.index}>{bold}</strong>);
    else if (href?.startsWith('/'))
      nodes.push(
        <Link key={match.index} to={href}>
          {label}
        </Link>,
      );
    else if (href?.startsWith('pt:/'))
      nodes.push(
        <a key={match.index} href={href.slice(3)} hrefLang="pt-BR">
          {label}
        </a>,
      );
    else if (href?.startsWith('mailto:') || href?.startsWith('https://'))
      nodes.push(
        <a key={match.index} href={href}>
          {label}
        </a>,
      );
    else nodes.push(label);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes.map((node, i) => (typeof node === 'string' ? <Fragment key={`t${i}`}>{node}</Fragment> : node))}</>;
}
