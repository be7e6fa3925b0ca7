import { describe, expect, it } from 'vitest';
import { articleJats } from './jats.ts';
import { SAMPLE } from './test-fixtures.ts';
import { SPS_RULES, spsViolations } from './sps-rules.ts';

const valid = articleJats(SAMPLE);
/** The rules a changed document breaks, by id. */
const broken = (xml: string) => [...new Set(spsViolations(xml).map((v) => v.rule))];
const plant = (from: string | RegExp, to: string) => {
  const changed = valid.replace(from, to);
  expect(changed, `${String(from)} is in the sample`).not.toBe(valid);
  return changed;
};

describe("SciELO's rules as plain functions", () => {
  it('find nothing in an article the Schematron takes', () => {
    expect(spsViolations(valid)).toEqual([]);
  });

  // One planted violation per rule: each is caught, by that rule alone.
  const plants: Record<string, () => string> = {
    article_attributes: () => plant('specific-use="sps-1.10"', 'specific-use="sps-1.9"'),
    'journal-id_has_publisher-id': () => plant(/<journal-id [^>]*>[^<]*<\/journal-id>/, ''),
    'has_journal-title_and_abbrev-journal-title': () => plant(/<abbrev-journal-title[^>]*>[^<]*<\/abbrev-journal-title>/, ''),
    issn_pub_type_epub_or_ppub: () => plant(/<issn [^>]*>[^<]*<\/issn>/g, ''),
    publisher_notempty: () => plant(/<publisher-name>[^<]*</, '<publisher-name><'),
    doi: () => plant(/<article-id pub-id-type="doi">[^<]*</, '<article-id pub-id-type="doi">ipe/7<'),
    'article-title': () => plant(/<article-title>[^<]*</, '<article-title><'),
    'aff_country-attrs': () => plant(' country="BR"', ''),
    history: () => plant(/<date date-type="accepted">.*?<\/date>/, ''),
    'pub-date_type_pub': () => plant(/<pub-date publication-format="electronic" date-type="pub">.*?<\/pub-date>/, ''),
    abstract: () => plant(/<abstract>.*?<\/abstract><trans-abstract xml:lang="en">.*?<\/trans-abstract>/, ''),
    'trans-abstract_pairs': () => plant('<kwd-group xml:lang="en">', '<kwd-group xml:lang="es">'),
    // A kwd-group without a language, beside the two each abstract has.
    kwdgroup_lang: () => plant('<kwd-group xml:lang="en">', '<kwd-group><kwd>extra</kwd></kwd-group><kwd-group xml:lang="en">'),
    xref_rid: () => plant('rid="aff1"', 'rid="aff9"'),
    fig_table_label: () => plant(/(<table-wrap [^>]*>)<label>[^<]*<\/label>/, '$1'),
    'alt-text': () => plant(/<alt-text>[^<]*<\/alt-text>/, `<alt-text>${'Mapa '.repeat(30)}</alt-text>`),
    license: () => plant('license-type="open-access"', 'license-type="closed"'),
    counts: () => plant('<ref-count count="1"/>', '<ref-count count="2"/>'),
    ref_notempty: () => plant(/<mixed-citation>.*?<\/mixed-citation>/, '<mixed-citation> </mixed-citation>'),
  };

  it('has a planted violation for every rule', () => {
    expect(Object.keys(plants).sort()).toEqual(SPS_RULES.map((r) => r.id).sort());
  });

  for (const [rule, planted] of Object.entries(plants))
    it(`${rule}: refuses a document that breaks it`, () => {
      expect(broken(planted())).toEqual([rule]);
    });

  it("names whose affiliation lacks a country's code, and the country as it was given", () => {
    const xml = articleJats({
      ...SAMPLE,
      contributors: [{ given: 'Rita', family: 'Lobo', role: 'author', affiliation: 'Academia Submersa', country: 'Atlântida' }],
    });
    expect(spsViolations(xml)).toEqual([
      { rule: 'aff_country-attrs', message: 'no country with an ISO 3166 code for the affiliation "Academia Submersa, Atlântida" (Rita Lobo)' },
    ]);
  });

  it('says an article of a type without abstracts needs no abstract nor history', () => {
    const xml = articleJats({ ...SAMPLE, section: 'Resenhas', receivedOn: null, acceptedOn: null, texts: SAMPLE.texts.map((t) => ({ ...t, abstract: null })) });
    expect(spsViolations(xml)).toEqual([]);
  });

  it('refuses what is not an article', () => {
    expect(broken('<html/>')).toEqual(['article']);
  });
});
