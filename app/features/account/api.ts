/** The account feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { providerErrorCode } from './auth-errors.ts';
export { AccountForm } from './components/account-form.tsx';
export { AccountSettings } from './components/account-settings.tsx';
export { AuthCard } from './components/auth-card.tsx';
export { FormMessages, useFieldError, valuesOf } from './components/form-messages.tsx';
export { MyPublications } from './components/my-publications.tsx';
export { NewPasswordField } from './components/new-password-field.tsx';
export { type AccountFormState } from './form-state.ts';
export { accountMessages } from './messages.ts';
