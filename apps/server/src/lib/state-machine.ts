import type { Transition } from "@agora/contracts";
import { AppError } from "./errors";

/**
 * Applies a transition looked up in one of the contract's state machines (offers, contracts,
 * streams): the next state, or the refusal as the problem the table names.
 * @returns the state the action leads to.
 * @throws AppError('forbidden') (403) or AppError('invalid_state') (409) with the table's detail.
 */
export function enforce<State extends string>(transition: Transition<State>): State {
  if (!transition.ok) throw new AppError(transition.code, transition.detail);
  return transition.next;
}

/**
 * The problem for a transition the caller knows is refused (e.g. one asked for someone who is not
 * a party), to `throw` where the type checker must see the branch end.
 * @returns an AppError with the table's code and detail, or a plain Error when the table allowed it.
 */
export function refusal(transition: Transition<string>): Error {
  return transition.ok
    ? new Error(`expected a refusal, the table allows it (next: ${transition.next})`)
    : new AppError(transition.code, transition.detail);
}
