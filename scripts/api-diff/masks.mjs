/**
 * The only things api-diff allows to differ between two answers, each by the shape of a value
 * (never a whole answer or a whole field): see the list in api-diff.mjs's header.
 */

/**
 * Values that are random where they are made: session, reset, invitation and impersonation
 * tokens and file-link signatures (43 base64url characters, platform/secret-tokens.ts), stored
 * file names and profile ids (32 hex digits), payment ids (pm_local_…_<16 hex>, cus_/pi_local_
 * <24 hex>) and case-study block keys (UUIDs).
 */
export const RANDOM_VALUE =
  /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])|(?<![0-9A-Za-z-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9A-Za-z-])|(?<![0-9A-Za-z])[0-9a-f]{16,}(?![0-9A-Za-z])/g;

/** The one-time code a text message carries (platform/sms). */
export const SMS_CODE = /(?<![0-9])[0-9]{6}(?![0-9])/g;

/** Moments: ISO 8601 (T or space), PDF dates (D:YYYYMMDDHHmmss) and Unix seconds or ms. */
const MOMENTS = [
  {
    kind: 'iso',
    pattern: /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)?/g,
    time: (text) => Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')),
  },
  {
    kind: 'pdf',
    pattern: /D:\d{14}/g,
    time: (text) =>
      Date.UTC(
        +text.slice(2, 6),
        +text.slice(6, 8) - 1,
        +text.slice(8, 10),
        +text.slice(10, 12),
        +text.slice(12, 14),
        +text.slice(14, 16),
      ),
  },
  {
    kind: 'epoch',
    pattern: /(?<![\d.])1[6-9]\d{8}(?:\d{3})?(?![\d.])/g,
    time: (text) => (text.length === 13 ? Number(text) : Number(text) * 1000),
  },
];

/** Two moments closer than this are both "now" (each server's clock at its request or start). */
export const NOW_TOLERANCE_MS = 120_000;

/**
 * A one-to-one pairing of random values between two sides (recording and a replay, or two
 * replays): a value once paired must always meet the same partner, or it is not masked.
 */
export class Pairing {
  constructor() {
    this.leftToRight = new Map();
    this.rightToLeft = new Map();
  }

  /** Whether `left` and `right` may be (or already are) partners; pairs them if new. */
  pair(left, right) {
    const knownRight = this.leftToRight.get(left);
    const knownLeft = this.rightToLeft.get(right);
    if (knownRight === undefined && knownLeft === undefined) {
      this.leftToRight.set(left, right);
      this.rightToLeft.set(right, left);
      return true;
    }
    return knownRight === right && knownLeft === left;
  }

  rightOf(left) {
    return this.leftToRight.get(left);
  }

  leftOf(right) {
    return this.rightToLeft.get(right);
  }
}

function matchesOf(text, pattern) {
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

/**
 * Pairs the random values of two texts by position (only when both hold the same number of
 * them) into `pairing`; returns how many new or confirmed pairs of different values it made.
 */
export function learnPairs(leftText, rightText, pairing, pattern = RANDOM_VALUE) {
  const left = matchesOf(leftText, pattern);
  const right = matchesOf(rightText, pattern);
  if (left.length !== right.length) return 0;
  let paired = 0;
  left.forEach((value, index) => {
    if (value !== right[index] && pairing.pair(value, right[index])) paired += 1;
  });
  return paired;
}

/** `text` with every value that `map` knows replaced by its partner (requests to a replay). */
export function substitute(text, map, pattern = RANDOM_VALUE) {
  return text.replace(pattern, (value) => map.get(value) ?? value);
}

/**
 * The two answers with the allowed differences masked, and how many of each were masked:
 *  - random values at the same position that are consistently paired (`pairing`) become
 *    «random#n» on both sides, n the pair's number, so a token that turns up where another one
 *    was expected still differs;
 *  - moments at the same position within NOW_TOLERANCE_MS of each other become «now».
 * Everything else is left byte for byte.
 */
export function maskPair(left, right, pairing, counts, builtAt = null) {
  const leftRandom = matchesOf(left, RANDOM_VALUE);
  const rightRandom = matchesOf(right, RANDOM_VALUE);
  if (leftRandom.length === rightRandom.length) {
    leftRandom.forEach((value, index) => {
      if (value !== rightRandom[index]) pairing.pair(value, rightRandom[index]);
    });
  }
  const numbers = pairing.numbers ?? (pairing.numbers = new Map());
  const placeholder = (leftValue) => {
    if (!numbers.has(leftValue)) numbers.set(leftValue, numbers.size + 1);
    return `«random#${numbers.get(leftValue)}»`;
  };
  let maskedLeft = left.replace(RANDOM_VALUE, (value) => {
    const partner = pairing.rightOf(value);
    if (partner === undefined || partner === value || !right.includes(partner)) return value;
    counts.random = (counts.random ?? 0) + 1;
    return placeholder(value);
  });
  let maskedRight = right.replace(RANDOM_VALUE, (value) => {
    const partner = pairing.leftOf(value);
    return partner !== undefined && partner !== value && left.includes(partner)
      ? placeholder(partner)
      : value;
  });
  for (const moment of MOMENTS) {
    const leftMoments = matchesOf(maskedLeft, moment.pattern);
    const rightMoments = matchesOf(maskedRight, moment.pattern);
    if (leftMoments.length !== rightMoments.length) continue;
    const near = leftMoments.map((value, index) => {
      const other = rightMoments[index];
      if (value === other || value.length !== other.length) return false;
      const [at, otherAt] = [moment.time(value), moment.time(other)];
      if (Math.abs(at - otherAt) <= NOW_TOLERANCE_MS) return true;
      // Each build's demo snapshot is seeded when it is built; dates it keeps unmoved are that
      // build's "now".
      return (
        builtAt !== null &&
        Math.abs(at - builtAt[0]) <= NOW_TOLERANCE_MS &&
        Math.abs(otherAt - builtAt[1]) <= NOW_TOLERANCE_MS
      );
    });
    if (!near.some(Boolean)) continue;
    let leftIndex = 0;
    maskedLeft = maskedLeft.replace(moment.pattern, (value) =>
      near[leftIndex++] ? '«now»' : value,
    );
    let rightIndex = 0;
    maskedRight = maskedRight.replace(moment.pattern, (value) => {
      if (!near[rightIndex++]) return value;
      counts[`now:${moment.kind}`] = (counts[`now:${moment.kind}`] ?? 0) + 1;
      return '«now»';
    });
  }
  return [maskedLeft, maskedRight];
}
