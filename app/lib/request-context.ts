import { createContext } from 'react-router';

export interface RequestInfo {
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** Client address (behind TRUST_PROXY, from X-Forwarded-For). */
  ip: string;
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: '', ip: '' });
