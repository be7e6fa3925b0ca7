import { use } from 'react';
import { useLocation } from 'react-router';
import { formatNumber, pluralCategory } from './format.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { fallbackLocale, localeFromPath, type Locale } from './locales.ts';

/**
 * A feature's messages: Portuguese defines the keys, English must have exactly the same keys
 * (the type checker refuses a missing or extra key; a unit test checks every catalogue again,
 * including the {arguments}). Messages use ICU's syntax: `{name}`,
 * `{count, plural, one {# livro} other {# livros}}`, `{kind, select, book {…} other {…}}`.
 *
 * In the browser each language arrives on its own (scripts/locale-messages.ts turns
 * `defineMessages` into `lazyMessages`): a page ships only its own language's messages.
 */
export interface Catalog<K extends string = string> {
  pt: Record<K, string>;
  en: Record<K, string>;
  /** Browser only: fetches a language's table; `useT` waits for it. */
  load?: (locale: Locale) => PromiseLike<void>;
  loaded?: (locale: Locale) => boolean;
}

export function defineMessages<const K extends string>(pt: Record<K, string>, en: Record<NoInfer<K>, string>): Catalog<K> {
  return { pt, en };
}

type Loaders = Record<Locale, () => Promise<Record<string, string>>>;

/** Tables being fetched in the browser: hydration waits for them (see messagesReady). */
const pending = new Set<PromiseLike<void>>();

/**
 * Resolves once every table asked for so far has arrived (or failed). The entry waits for it
 * before hydrating: the page's route modules have run by then, and each started its tables, so
 * hydration never suspends (a suspended hydration that receives an update re-renders the whole
 * document, losing what the colour-mode script set).
 */
export async function messagesReady(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/** A promise React's `use` can read at once when it has already settled. */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: void; reason?: unknown };

/** What `defineMessages(pt, en)` becomes in the browser build (never written by hand). */
export function lazyMessages(loaders: Loaders): Catalog {
  const tables: Partial<Record<Locale, Record<string, string>>> = {};
  const loading: Partial<Record<Locale, Tracked>> = {};
  const catalog: Catalog = {
    get pt() {
      return tables.pt ?? {};
    },
    get en() {
      return tables.en ?? {};
    },
    loaded: (locale) => tables[locale] !== undefined,
    load(locale) {
      let tracked = loading[locale];
      if (!tracked) {
        tracked = loaders[locale]().then((table) => {
          tables[locale] = table;
        }) as Tracked;
        tracked.status = 'pending';
        const settled = tracked.then(
          () => {
            tracked!.status = 'fulfilled';
          },
          (reason: unknown) => {
            tracked!.status = 'rejected';
            tracked!.reason = reason;
            delete loading[locale]; // offline: try again on the next render
          },
        );
        pending.add(settled);
        void settled.then(() => pending.delete(settled));
        loading[locale] = tracked;
      }
      return tracked;
    },
  };
  // The page's language starts loading with the module, before anything renders.
  if (typeof window !== 'undefined') catalog.load!(localeFromPath(window.location.pathname)).then(undefined, () => {});
  return catalog;
}

/** The message keys of a catalogue. */
export type KeyOf<C extends Catalog> = keyof C['pt'] & string;

export type Params = Record<string, string | number>;

export function translate<K extends string>(catalog: Catalog<K>, locale: Locale, key: K, params?: Params): string {
  const text = catalog[locale][key] ?? catalog[fallbackLocale][key] ?? key;
  // {press} is the press's name in any message (lib/press: one setting, editable by staff).
  return params || text.includes('{') ? formatMessage(text, locale, { press: currentPress().name, ...params }) : text;
}

/** Whether a catalogue has a key (for keys made at run time, such as audit actions). */
export function hasMessage<K extends string>(catalog: Catalog<K>, key: string): key is K {
  return key in catalog.pt || key in catalog.en;
}

export type Translator<K extends string> = (key: K, params?: Params) => string;

export function translator<K extends string>(catalog: Catalog<K>, locale: Locale): Translator<K> {
  return (key, params) => translate(catalog, locale, key, params);
}

/** The locale of the page being shown; works in error boundaries too. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Waits (suspends) until the catalogue's table for a language is here; at once on the server. */
function useTable(catalog: Catalog, locale: Locale): void {
  if (catalog.load && !catalog.loaded!(locale)) use(catalog.load(locale));
}

export function useT<K extends string>(catalog: Catalog<K>): Translator<K> {
  const locale = useLocale();
  useTable(catalog, locale);
  return translator(catalog, locale);
}

/** Messages in a given language, whatever the page's (labels in the language of a text). */
export function useTIn<K extends string>(catalog: Catalog<K>, locale: Locale): Translator<K> {
  useTable(catalog, locale);
  return translator(catalog, locale);
}

// ICU message syntax, the parts the catalogues use: arguments, plural (with `#` and `=N`) and select.

type Part = string | { name: string } | { name: string; kind: 'plural' | 'select'; options: Record<string, Part[]> } | { hash: true };

const parsed = new Map<string, Part[]>();

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed "{" in message: ${text}`);
}

function parse(text: string, inPlural = false): Part[] {
  const parts: Part[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '#' && inPlural) {
      if (literal) parts.push(literal);
      literal = '';
      parts.push({ hash: true });
    } else if (c === '{') {
      const close = closingBrace(text, i);
      const [name = '', kind, ...rest] = text.slice(i + 1, close).split(',');
      if (literal) parts.push(literal);
      literal = '';
      if (kind === undefined) parts.push({ name: name.trim() });
      else {
        const body = rest.join(',');
        const options: Record<string, Part[]> = {};
        const plural = kind.trim() === 'plural';
        for (let j = 0; j < body.length; ) {
          const open = body.indexOf('{', j);
          if (open === -1) break;
          const end = closingBrace(body, open);
          options[body.slice(j, open).trim()] = parse(body.slice(open + 1, end), plural);
          j = end + 1;
        }
        parts.push({ name: name.trim(), kind: plural ? 'plural' : 'select', options });
      }
      i = close;
    } else literal += c;
  }
  if (literal) parts.push(literal);
  return parts;
}

function render(parts: Part[], locale: Locale, params: Params, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('hash' in part) {
      out += formatNumber(count ?? 0, locale);
    } else if (!('kind' in part)) out += part.name in params ? String(params[part.name]) : `{${part.name}}`;
    else if (part.kind === 'plural') {
      const n = Number(params[part.name] ?? 0);
      const chosen = part.options[`=${n}`] ?? part.options[pluralCategory(n, locale)] ?? part.options.other ?? [];
      out += render(chosen, locale, params, n);
    } else {
      const chosen = part.options[String(params[part.name])] ?? part.options.other ?? [];
      out += render(chosen, locale, params, count);
    }
  }
  return out;
}

/** Formats an ICU-style message: `formatMessage('{n, plural, one {# livro} other {# livros}}', 'pt', { n: 1200 })` → "1.200 livros". */
export function formatMessage(text: string, locale: Locale, params: Params): string {
  let parts = parsed.get(text);
  if (!parts) parsed.set(text, (parts = parse(text)));
  return render(parts, locale, params);
}

/** The arguments a message takes (for the catalogue test: both languages must take the same). */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'hash' in part) continue;
      names.add(part.name);
      if ('kind' in part) Object.values(part.options).forEach(walk);
    }
  };
  walk(parse(text));
  return [...names].sort();
}
