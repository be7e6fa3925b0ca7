/**
 * The margin of a chapter open in the reader: beside each paragraph that members annotated, a
 * count with their names, linking to the annotations after the chapter; and the shared passages
 * underlined in the text (CSS Custom Highlight API, where the browser has it).
 */
import { useEffect, type RefObject } from 'react';
import { chapterText, drawHighlight, placeInChapter } from '#app/features/reader/api.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { MarginNote } from '../group-annotations.server.ts';
import { groupMessages } from '../messages.ts';

/** Names shown beside a count; the rest are counted. */
const NAMES_SHOWN = 3;

export function marginNames(authors: (string | null)[], formerMember: string): string {
  const names = [...new Set(authors.map((author) => author ?? formerMember))];
  return names.length > NAMES_SHOWN ? `${names.slice(0, NAMES_SHOWN).join(', ')} +${names.length - NAMES_SHOWN}` : names.join(', ');
}

export function useGroupMargin(article: RefObject<HTMLElement | null>, margin: MarginNote[], listed: { id: string }[], showAll: string, locale: Locale): void {
  useEffect(() => {
    const root = article.current;
    if (!root) return;
    const t = translator(groupMessages, locale);
    const text = chapterText(root);
    const byBlock = new Map<HTMLElement, MarginNote[]>();
    const ranges: Range[] = [];
    const inList = new Set(listed.map((note) => note.id));
    for (const note of margin) {
      const place = placeInChapter(root, note.selector, text);
      if (!place) continue;
      ranges.push(place.range);
      byBlock.set(place.block, [...(byBlock.get(place.block) ?? []), note]);
    }
    const markers: HTMLElement[] = [];
    for (const [block, notes] of byBlock) {
      const names = marginNames(
        notes.map((note) => note.author),
        t('formerMember'),
      );
      const marker = document.createElement('a');
      marker.dataset.readerUi = '';
      marker.className = 'group-margin';
      const first = notes[0]!.id;
      marker.href = `${inList.has(first) ? '' : showAll}#shared-${first}`;
      // Its name is what it shows (the count, the names where there is room) after a hidden lead.
      const lead = document.createElement('span');
      lead.className = 'sr-only';
      lead.textContent = `${t('marginLabel')} `;
      const number = document.createElement('span');
      number.textContent = String(notes.length);
      const who = document.createElement('span');
      who.className = 'group-margin-names';
      who.textContent = ` ${names}`;
      marker.append(lead, number, who);
      block.append(marker);
      markers.push(marker);
    }
    const erase = drawHighlight('group-note', ranges);
    return () => {
      for (const marker of markers) marker.remove();
      erase?.();
    };
  }, [article, margin, listed, showAll, locale]);
}
