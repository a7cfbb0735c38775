/**
 * A two-step marketing form (spec 002 §2 §4): the definition's first `firstStep` fields, then the rest.
 * A split that leaves either step empty (0, or as many as the form has) is one step. The step lives in
 * the URL (`?step=2`); step 2 is reachable only once step 1's answers are kept, else it reads as 1.
 */
export function formSteps<F>(fields: readonly F[], firstStep: number | undefined): F[][] {
  if (!firstStep || firstStep <= 0 || firstStep >= fields.length) return [[...fields]];
  return [fields.slice(0, firstStep), fields.slice(firstStep)];
}

/** The step a request shows: 2 only when asked for, the form has two, and step 1 was answered. */
export function stepOf(asked: string | null, stepCount: number, firstStepDone: boolean): 1 | 2 {
  return asked === "2" && stepCount === 2 && firstStepDone ? 2 : 1;
}
