/** Where a proposal's author follows it (the browser's code and the mails both link there). */
export const myProposalPath = (id: number) => `/account/proposals/${id}`;
