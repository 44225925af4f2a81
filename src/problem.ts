// Errors that the HTTP layer answers as application/problem+json (RFC 9457), kept below every
// layer so that the engine's users (store, importers, NLP, auth) can throw them without importing http/.
// Any layer may throw a Problem; the error handler in http/ renders it.

export interface ProblemDetail {
  readonly path: string;
  readonly message: string;
}

export class Problem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly errors: readonly ProblemDetail[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, title: string, detail: string, errors: readonly ProblemDetail[] = [], headers: Record<string, string> = {}) {
    super(detail);
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.errors = errors;
    this.headers = headers;
  }

  static badRequest(detail: string, errors: readonly ProblemDetail[] = []): Problem {
    return new Problem(400, 'Bad Request', detail, errors);
  }
  static notFound(detail: string): Problem {
    return new Problem(404, 'Not Found', detail);
  }
  static conflict(detail: string, errors: readonly ProblemDetail[] = []): Problem {
    return new Problem(409, 'Conflict', detail, errors);
  }
  /** Well-formed but rejected by the ledger (unbalanced, account not open, failing balance assertion...). */
  static unprocessable(detail: string, errors: readonly ProblemDetail[] = []): Problem {
    return new Problem(422, 'Unprocessable Entity', detail, errors);
  }
}
