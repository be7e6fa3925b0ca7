/**
 * The publisher's time zone, apart from lib/publisher-time.ts: every page's date formatting needs
 * only its name, and the shared chunk then carries none of the admin's calendar arithmetic.
 */
export const PUBLISHER_TIME_ZONE = 'America/Sao_Paulo';
