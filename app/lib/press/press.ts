/**
 * The press that runs the site: its identity is data (one `press` setting, edited at /admin/press),
 * read wherever its name appears: page titles, citations, JSON-LD, OAI-PMH, ONIX, Crossref,
 * COUNTER, feeds, mails and certificates.
 *
 * The server reads the setting (press.server.ts: readPress) for a request when the page cache
 * was emptied since it last did (every write that may change pages empties it, on every server),
 * and before each export or mail, and keeps the value it read as the current press; the browser receives it
 * in the root loader's data. Code that builds text then asks currentPress(). There is one press
 * per install, so the value every request sees is the same.
 */
export interface Press {
  /** The name readers see: "Editora Ipê". */
  name: string;
  /** The registered name, for legal notices and the trade feed. */
  legalName: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Crossref's prefix for the press's DOIs ("10.xxxx"), or empty before it has one. */
  doiPrefix: string;
  /** Where people and harvesters write to the press. */
  email: string;
  /** An https:// address or a path on this site; empty for none. */
  logo: string;
  /** The press's pages elsewhere (https:// addresses). */
  social: string[];
  /**
   * How many calendar days the press promises to answer a request for an accessible version in.
   * Always there once read (the setting's default is 15); left out of the demo's values below,
   * which every page's JavaScript carries.
   */
  accessibleVersionDays?: number;
}

/** The demo's press (fictional), the seed's values and what a new install starts with. */
export const DEMO_PRESS: Press = {
  name: 'Editora Ipê',
  legalName: 'Editora Ipê (editora fictícia de demonstração)',
  city: 'São Paulo',
  country: 'BR',
  doiPrefix: '10.99999',
  email: 'contato@localhost',
  logo: '',
  social: [],
};

let current: Press = DEMO_PRESS;

/** The press as last read (DEMO_PRESS until the setting was read once). */
export const currentPress = (): Press => current;

/** Keeps the press just read (the server after reading the setting, the browser from the root's data). */
export function rememberPress(press: Press): void {
  current = press;
}
