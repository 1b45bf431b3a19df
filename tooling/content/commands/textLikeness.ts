/**
 * How alike two texts read, by their word pairs (shingles of two words): a copy of the sample's text with a
 * letter changed, a word swapped or its punctuation redone keeps most of its pairs, while two people's own
 * sentences on the same subject share few ("of the", "in a"). Jaccard's index of the two sets of pairs.
 */

/** Texts shorter than this have too few pairs to be told apart from anyone's: only an exact copy counts. */
const minWords = 8;
/** Above this share of pairs in common, a text is the sample's reworded (one changed word in ten words: 0.64). */
export const likenessThreshold = 0.5;

/** A text's words, lower case, letters and digits only. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The text's word pairs, or undefined when it is too short to compare. */
export function wordPairs(text: string): Set<string> | undefined {
  const words = wordsOf(text);
  if (words.length < minWords) return undefined;
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]} ${words[i]}`);
  return pairs;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface Likeness {
  /** The sample's text it reads as. */
  text: string;
  /** Jaccard's index of their word pairs, 0 to 1. */
  score: number;
}

/** The sample's texts, indexed by word pair, asked which one a text reads as. */
export function sampleLikeness(texts: Iterable<string>): (text: string) => Likeness | undefined {
  const sample: Array<{ text: string; pairs: Set<string> }> = [];
  const byPair = new Map<string, number[]>();
  for (const text of texts) {
    const pairs = wordPairs(text);
    if (!pairs) continue;
    for (const pair of pairs) byPair.set(pair, [...(byPair.get(pair) ?? []), sample.length]);
    sample.push({ text, pairs });
  }
  return (text) => {
    const pairs = wordPairs(text);
    if (!pairs) return undefined;
    // Only the sample's texts that share a pair with it can be alike.
    const candidates = new Set([...pairs].flatMap((pair) => byPair.get(pair) ?? []));
    let best: Likeness | undefined;
    for (const i of candidates) {
      const score = jaccard(pairs, sample[i]!.pairs);
      if (score >= likenessThreshold && score > (best?.score ?? 0)) best = { text: sample[i]!.text, score };
    }
    return best;
  };
}
