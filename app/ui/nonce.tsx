import { createContext, useContext } from 'react';

/** The request's CSP nonce on the server; empty in the browser (which hides it anyway). */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
