import { badgeLabels, type VerificationBadge, verificationBadges } from "@agora/contracts";

/** One choice of a "lowest verification level" filter; `level` is `minVerification` (0–4). */
export interface VerificationChoice {
  level: number;
  label: string;
  /** The lowest badge the choice asks for; null for "any". */
  badge: VerificationBadge | null;
}

/**
 * The choices of a verification filter, from the contract's badge ladder: level 0 (no filter),
 * then each badge including the ones above it ("Domain or higher"). The top badge has nothing
 * above it, so it reads as itself, or "… only" where `topOnly` asks for it.
 * @param wording.any the label of level 0, e.g. "Any".
 */
export function verificationChoices(wording: { any: string; topOnly?: boolean }): VerificationChoice[] {
  const top = verificationBadges.length - 1;
  return [
    { level: 0, label: wording.any, badge: null },
    ...verificationBadges.map((badge, index) => ({
      level: index + 1,
      label:
        index === top ? `${badgeLabels[badge]}${wording.topOnly ? " only" : ""}` : `${badgeLabels[badge]} or higher`,
      badge,
    })),
  ];
}
