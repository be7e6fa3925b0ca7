import { describe, expect, it } from 'vitest';
import { translate } from '#app/i18n/messages.ts';
import { proposalStatusMessages } from './proposal-status-messages.ts';
import { canMoveProposal, canWithdraw, editorMoves, isDecided, isProposalStatus, PROPOSAL_STATUSES } from './proposal-status.ts';

// The workflow written out again, so that a slip in the module's table cannot hide here.
const EDITOR = ['received→under-review', 'received→declined', 'under-review→accepted', 'under-review→declined'];
const AUTHOR = ['received→withdrawn', 'under-review→withdrawn'];
const pairs = PROPOSAL_STATUSES.flatMap((from) => PROPOSAL_STATUSES.map((to) => ({ from, to, key: `${from}→${to}` })));

describe('proposal statuses', () => {
  it('lists the five statuses in their natural order and recognizes them', () => {
    expect(PROPOSAL_STATUSES).toEqual(['received', 'under-review', 'accepted', 'declined', 'withdrawn']);
    expect(isProposalStatus('under-review')).toBe(true);
    expect(isProposalStatus('under review')).toBe(false);
    expect(isProposalStatus('')).toBe(false);
  });

  it('checks all 25 pairs for editors: four moves allowed', () => {
    expect(pairs).toHaveLength(25);
    for (const { from, to, key } of pairs) expect(canMoveProposal('editor', from, to), key).toBe(EDITOR.includes(key));
  });

  it('checks all 25 pairs for the author: only withdrawing, before a decision', () => {
    for (const { from, to, key } of pairs) expect(canMoveProposal('author', from, to), key).toBe(AUTHOR.includes(key));
    expect(PROPOSAL_STATUSES.filter(canWithdraw)).toEqual(['received', 'under-review']);
  });

  it('offers editors the moves in order, and none once decided or withdrawn', () => {
    expect(editorMoves('received')).toEqual(['under-review', 'declined']);
    expect(editorMoves('under-review')).toEqual(['accepted', 'declined']);
    expect(PROPOSAL_STATUSES.filter(isDecided)).toEqual(['accepted', 'declined', 'withdrawn']);
    // A copy: changing it leaves the table alone.
    editorMoves('received').pop();
    expect(editorMoves('received')).toHaveLength(2);
  });

  it('names and explains every status in both languages', () => {
    for (const status of PROPOSAL_STATUSES) {
      for (const locale of ['pt', 'en'] as const) {
        expect(translate(proposalStatusMessages, locale, `status.${status}`)).not.toBe(`status.${status}`);
        expect(translate(proposalStatusMessages, locale, `explain.${status}`).length).toBeGreaterThan(20);
      }
    }
    expect(translate(proposalStatusMessages, 'en', 'status.under-review')).toBe('Under review');
  });
});
