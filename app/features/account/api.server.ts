/** The account feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { accountAction } from './account-actions.server.ts';
export { exportUserData, listSessions } from './account-settings.server.ts';
export { authHeaders, withCookies } from './auth-request.server.ts';
export { hasPublications, myPublications } from './my-publications.server.ts';
export { recoverAction, registerAction, resetAction, signInAction, signInCodeAction } from './sign-in-actions.server.ts';
export { pruneSignUpOrigins, requestPasswordReset, resetPassword, signOut, signUp, signUpChallenge } from './sign-in.server.ts';
