/** What the account feature offers benches, scripts and journeys beyond its public modules (decision 0037): never imported by the app. */
export { DEFAULT_SIGN_UP_POLICY, signUpWork } from './sign-up-policy.ts';
