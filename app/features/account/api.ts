/** The account feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { providerErrorCode } from './auth-errors.ts';
export { AccountHeader } from './components/account-header.tsx';
export { AccountSettings } from './components/account-settings.tsx';
export { MyPublications } from './components/my-publications.tsx';
export { LoginPage, RecoverPage, RegisterPage, ResetPasswordPage, SignInCodePage } from './components/sign-in-pages.tsx';
export { type AccountFormState } from './form-state.ts';
export { accountMessages } from './messages.ts';
