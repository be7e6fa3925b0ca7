/**
 * A proposal's life: received, read by the editors (under review), then accepted or declined;
 * the author may withdraw it while it is still being considered. Editors may also decline a
 * proposal straight away, without a full review. Pure, so the author's page, the admin and the
 * database updates agree.
 */
export const PROPOSAL_STATUSES = ['received', 'under-review', 'accepted', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Who moves a proposal: its editors, or the author who sent it. */
export type ProposalActor = 'editor' | 'author';

const EDITOR_MOVES: Record<ProposalStatus, readonly ProposalStatus[]> = {
  received: ['under-review', 'declined'],
  'under-review': ['accepted', 'declined'],
  accepted: [],
  declined: [],
  withdrawn: [],
};

/** While the editors have not decided, the author may take the proposal back. */
const WITHDRAWABLE: readonly ProposalStatus[] = ['received', 'under-review'];

export function isProposalStatus(value: string): value is ProposalStatus {
  return (PROPOSAL_STATUSES as readonly string[]).includes(value);
}

export function canMoveProposal(actor: ProposalActor, from: ProposalStatus, to: ProposalStatus): boolean {
  return actor === 'editor' ? EDITOR_MOVES[from].includes(to) : to === 'withdrawn' && WITHDRAWABLE.includes(from);
}

/** The statuses an editor may move a proposal to from here, in the order the admin page offers them. */
export function editorMoves(from: ProposalStatus): ProposalStatus[] {
  return [...EDITOR_MOVES[from]];
}

export function canWithdraw(status: ProposalStatus): boolean {
  return canMoveProposal('author', status, 'withdrawn');
}

/** Nothing more will happen to the proposal (a message to the author can still be sent). */
export function isDecided(status: ProposalStatus): boolean {
  return EDITOR_MOVES[status].length === 0;
}
