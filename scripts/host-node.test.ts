/** What the README promises about Node, what package.json asks of it and what npm ci says agree. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_NODE_MAJOR, HOST_NODE_MINIMUM, hostNodeNote } from './host-node.js';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

describe('the Node this project needs', () => {
  it('asks npm for the host Node the README names, and bundles the Node it says', () => {
    expect(pkg.engines.node).toBe(`>=${HOST_NODE_MINIMUM}`);
    expect(readme).toContain(`Node ≥ ${HOST_NODE_MINIMUM}`);
    expect(pkg.devDependencies.node.split('.')[0]).toBe(String(BUNDLED_NODE_MAJOR));
    expect(readme).toContain(`Node ${BUNDLED_NODE_MAJOR}`);
  });

  it('explains the engine warnings after an install on an older host Node, and says nothing on a current one', () => {
    const note = hostNodeNote('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false');
    expect(note).toContain('Node 20.20.2');
    expect(note).toContain(`Node ${BUNDLED_NODE_MAJOR}`);
    expect(hostNodeNote('npm/11.6.0 node/v24.11.0 linux x64 workspaces/false')).toBeUndefined();
    expect(hostNodeNote(undefined)).toBeUndefined();
  });

  it('never runs the server on the host Node in the README’s commands', () => {
    // `node server/index.ts` needs type stripping (Node ≥ 22.6): through npm, `node` is the bundled one.
    expect(readme).not.toMatch(/(^|[\s`])node server\/index\.ts/m);
  });
});
