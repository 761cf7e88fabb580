import { PROBLEMS, problemMessage, type ApiProblemCode, type ProblemParams } from '../../common/problems';
import type { Problem } from '../../common/rules/account';

/** The codes the server answers with (common/problems.ts holds them, with status and English text). */
export type ProblemCode = ApiProblemCode;

/**
 * A problem with what a member asked for: a stable code for the client's own wording, and the
 * English text for everyone else. The http layer turns it into an error answer.
 */
export class ProblemError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ProblemCode,
    readonly params: ProblemParams = {},
    /** English that says more than the code's text, e.g. which input was invalid. */
    message = problemMessage(code, params),
  ) {
    super(message);
    this.statusCode = PROBLEMS[code].status;
  }
}

/** A rule's problem from common/rules, with the field it belongs to. */
export function problemError({ code, field, params }: Problem): ProblemError {
  return new ProblemError(code, { ...params, field });
}
