/** The newsletter feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { handleSubscribe } from './subscribe-action.server.ts';
export { confirmSubscription, forgetSubscriber, isPendingConfirmToken, isValidUnsubscribeToken, unsubscribe } from './subscriptions.server.ts';
