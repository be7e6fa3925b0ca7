/**
 * The project brings its own Node (the `node` dev dependency), so the host needs only a Node new
 * enough for npm. npm still checks the packages' `engines` against the host Node, and on Node 20
 * or 21 some of them warn; this postinstall step says once why those warnings do not apply.
 * Plain JavaScript: it may run before the bundled Node is in place.
 */
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** The host Node npm needs to install and run the scripts (package.json `engines`). */
export const HOST_NODE_MINIMUM = 20;
/** The Node every script runs on: the `node` dev dependency, first on PATH in npm scripts. */
export const BUNDLED_NODE_MAJOR = 24;
/** Below this, some dependencies' `engines` make npm print EBADENGINE warnings. */
const DEPENDENCIES_WANT = 22;

/**
 * What to tell after an install on the host npm names in its user agent, or undefined when the
 * host Node is new enough for every package.
 * @param {string | undefined} userAgent npm's `npm_config_user_agent`, e.g. "npm/11.1.0 node/v20.20.2 linux x64"
 * @returns {string | undefined}
 */
export function hostNodeNote(userAgent) {
  const version = /\bnode\/v(\d+)\.(\d+)\.(\d+)/.exec(userAgent ?? '');
  if (!version || Number(version[1]) >= DEPENDENCIES_WANT) return undefined;
  const host = `${version[1]}.${version[2]}.${version[3]}`;
  return [
    `Note: npm ran on Node ${host}, and the "EBADENGINE" warnings above come from packages that want Node ≥ ${DEPENDENCIES_WANT}.`,
    `They do not apply: every npm script of this project runs on the Node ${BUNDLED_NODE_MAJOR} installed with it (node_modules/.bin/node).`,
    `To run the server without npm, use that Node: node_modules/.bin/node server/index.ts.`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const note = hostNodeNote(process.env.npm_config_user_agent);
  if (note) console.log(note);
}
