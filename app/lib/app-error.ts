/**
 * The application's one error (decision 0044): a code that says what went wrong and has one HTTP
 * status. Rules, data access and routes throw it; it becomes an HTTP answer in one place only
 * (app-error.server.ts, around every route's loader, action and middleware), and the error page
 * reads the status. What a person typed wrong is not an error: a form answers it in its outcome
 * (form-outcome.ts). Safe in the browser.
 */
export const APP_ERROR_STATUS = {
  /** A request that cannot be read: a malformed body, a value of the wrong shape. */
  invalid: 400,
  /** Signed in, but this is not theirs to see or do. */
  forbidden: 403,
  /** No such page or thing, or one the asker may not know exists. */
  'not-found': 404,
  'method-not-allowed': 405,
  /** The thing changed or is in a state that refuses this now (a closed group, a spent link). */
  conflict: 409,
  /** It existed and is gone for good (an expired link). */
  gone: 410,
  'too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
  /** An outside service answered wrongly or not at all (a sign-in provider). */
  'bad-gateway': 502,
  /** A dependency is down (the database, a payment provider); try again later. */
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface AppErrorOptions {
  /** Said on the error page as it is (a sentence from a check that speaks one language); otherwise the page says what the status means. */
  message?: string;
  /** Seconds until a refused request may be sent again (too-many-requests, unavailable). */
  retryAfter?: number;
  /** Headers the answer carries (Allow for method-not-allowed). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly retryAfter: number | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly detail: string | undefined;

  constructor(code: AppErrorCode, { message, retryAfter, headers, cause }: AppErrorOptions = {}) {
    super(message ?? code, { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_STATUS[code];
    this.retryAfter = retryAfter;
    this.headers = headers;
    this.detail = message;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The shorthand for the most common one: `throw notFound()`. */
export const notFound = () => new AppError('not-found');

/** The code of a status a rule still speaks in (400, 404, 409…); an unknown one is `invalid`. */
export function codeOfStatus(status: number): AppErrorCode {
  const found = (Object.keys(APP_ERROR_STATUS) as AppErrorCode[]).find((code) => APP_ERROR_STATUS[code] === status);
  return found ?? 'invalid';
}

/** What the error page receives as the answer's data. */
export interface AppErrorData {
  code: AppErrorCode;
  message?: string;
  retryAfter?: number;
}
