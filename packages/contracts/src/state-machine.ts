// The shape shared by the offer, contract and stream state machines: a transition table read by
// the server, which enforces it, by the web, which shows only the buttons it allows, and by the
// tests, which are generated from it (docs/product/DESIGN.md "Hiring flow").

/** The problem code a refused action answers with: 403 `forbidden` or 409 `invalid_state`. */
export type RefusalCode = "forbidden" | "invalid_state";

/** The answer to an action: the state it leads to, or why it is refused. */
export type Transition<State extends string> =
  | { ok: true; next: State }
  | { ok: false; code: RefusalCode; detail: string };

/** One allowed move from a state. */
export interface Step<State extends string, Side extends string> {
  next: State;
  /** Who may take it from this state; every side the action allows when absent. */
  sides?: readonly Side[];
  /** The problem detail for any other side. */
  forbidden?: string;
}

/** One action: who may ever take it, and from which states. */
export interface ActionRule<State extends string, Side extends string> {
  /**
   * Who may take it at all, checked before the state: anyone else is refused with `forbidden`
   * whatever the state. Absent: the state is checked first, then the step's sides.
   */
  sides?: readonly Side[];
  /** The problem detail for a side outside {@link ActionRule.sides}. */
  forbidden?: string;
  /** The states it may be taken from, with the state each leads to. */
  from: Partial<Record<State, Step<State, Side>>>;
  /** The problem detail for any other state; "The <machine> is <state>" when absent or undefined. */
  refused?: (state: State) => string | undefined;
}

/** A state machine as a transition table. */
export interface StateMachine<State extends string, Action extends string, Side extends string> {
  /** What the machine is about, as problem details name it ("contract"). */
  name: string;
  /** The problem detail for someone who is not a party (an admin), checked first; per action when absent. */
  nonParty?: string;
  /** States in which every action is refused, with the detail, checked before the sides. */
  terminal?: Partial<Record<State, string>>;
  /** Every action, in the order a page shows them. */
  rules: Record<Action, ActionRule<State, Side>>;
}

/** "awaiting_funding" as the problem detail says it: "awaiting funding". */
export function stateText(state: string): string {
  return state.replace(/_/g, " ");
}

/**
 * Looks up `(state, action, side)` in `machine`: the next state, or the refusal code and detail.
 * Order: not a party; a terminal state; the action's sides; the state; the step's sides.
 * @param side the party taking the action, or null for someone who is not one (an admin).
 */
export function transition<State extends string, Action extends string, Side extends string>(
  machine: StateMachine<State, Action, Side>,
  state: State,
  action: Action,
  side: Side | null,
): Transition<State> {
  const refuse = (code: RefusalCode, detail: string): Transition<State> => ({ ok: false, code, detail });
  if (side === null && machine.nonParty !== undefined) return refuse("forbidden", machine.nonParty);
  const terminal = machine.terminal?.[state];
  if (terminal !== undefined) return refuse("invalid_state", terminal);
  const rule = machine.rules[action];
  if (rule.sides && (side === null || !rule.sides.includes(side))) return refuse("forbidden", rule.forbidden ?? "");
  const step = rule.from[state];
  if (!step) return refuse("invalid_state", rule.refused?.(state) ?? `The ${machine.name} is ${stateText(state)}`);
  if (step.sides && (side === null || !step.sides.includes(side))) return refuse("forbidden", step.forbidden ?? "");
  return { ok: true, next: step.next };
}

/** The actions `side` may take from `state`, in the table's order: the buttons a page shows. */
export function allowedActions<State extends string, Action extends string, Side extends string>(
  machine: StateMachine<State, Action, Side>,
  state: State,
  side: Side | null,
): Action[] {
  return (Object.keys(machine.rules) as Action[]).filter((action) => transition(machine, state, action, side).ok);
}
