import { WorkCard } from './work-card.tsx';

type Work = Parameters<typeof WorkCard>[0]['work'];

/** Works as cards, two to four a row (titles as h3, under the section's h2). */
export function WorkGrid({ works }: { works: Work[] }) {
  return (
    <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
      {works.map((work) => (
        <li key={work.id}>
          <WorkCard work={work} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
