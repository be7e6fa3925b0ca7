import pino from 'pino';

const level = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
// A stream, not a transport: transports resolve their target by path, which fails inside Vite's module runner.
const pretty = process.env.NODE_ENV === 'development' ? (await import('pino-pretty')).default({ ignore: 'pid,hostname' }) : undefined;

/** JSON lines in production (for the log collector), readable lines in development. */
export const log = pino({ level }, pretty);
