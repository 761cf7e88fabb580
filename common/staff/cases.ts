/**
 * Reports, complaints and objections to bans as cases of the staff inbox (docs/staff.md): their
 * states, and how one is decided. The reporter is mailed the outcome with the staff's reason.
 */
export const CASE_STATES = ['open', 'in_review', 'decided'] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** A report or complaint: action taken against what was reported, or none. */
export const REPORT_OUTCOMES = ['action_taken', 'no_action'] as const;
/** An objection to a ban: the ban stands, or it is lifted. */
export const OBJECTION_OUTCOMES = ['ban_upheld', 'ban_lifted'] as const;
export const CASE_OUTCOMES = [...REPORT_OUTCOMES, ...OBJECTION_OUTCOMES] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

export const CASE_OUTCOME_LABELS: Record<CaseOutcome, string> = {
  action_taken: 'Action taken',
  no_action: 'No breach found, no action',
  ban_upheld: 'The ban stands',
  ban_lifted: 'Lift the ban',
};

/** The reason the reporter is told: written for them, in their language. */
export const DECISION_REASON_LENGTH = { min: 10, max: 2000 } as const;
