/** Kept apart from the schema so the form can use it without shipping Zod to the browser. */
export const CONTACT_MESSAGE_MAX = 5000;
