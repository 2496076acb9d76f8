/**
 * Text embeddings for "Similar questions already asked".
 *
 * Offline (the default) the embedding is computed here, deterministically,
 * with no model to download: the text is lower-cased, accents are dropped,
 * it is split into words (letters and digits), common English words are left
 * out, and each remaining word (weight 1) and each character trigram of the
 * word padded with spaces (weight 0.5, so "fraction" and "fractions" are
 * close) is hashed (FNV-1a, 32 bit) onto one of 256 dimensions, with a sign
 * from another bit of the hash; the sum is scaled to length 1 (L2). Two texts
 * sharing words and word stems score high by cosine similarity; unrelated
 * ones near 0. The same text always gives the same vector, in a mutation as
 * in an action.
 *
 * With `OPENAI_API_KEY` set in the deployment's environment, the embedding
 * comes from OpenAI's embeddings API instead (at `OPENAI_BASE_URL`, default
 * `https://api.openai.com/v1`; model `OPENAI_EMBEDDING_MODEL`,
 * default `text-embedding-3-small`, asked for 256 dimensions so the same
 * vector index serves both), by `fetch` inside an action. Each stored vector
 * records which model made it (`embeddingModel()`); a search only compares
 * vectors of the model in use, so changing the model needs the backfill
 * migration (`community/similar:backfillEmbeddings`) run again with
 * `reset: true`.
 */

import { env } from "../lib/env";

export const EMBEDDING_DIMENSIONS = 256;

export const LOCAL_MODEL = "local-hash-v1";

const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can do does for from how i if in into is it its " +
    "me my of on or so that the their them then there these this to was we what " +
    "when where which who why will with you your"
  ).split(" "),
);

/** FNV-1a over the UTF-16 code units of `s`. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The words of `text` that carry meaning: lower case, no accents, no stop words. */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
}

function add(vector: number[], feature: string, weight: number) {
  const h = hash(feature);
  vector[h % EMBEDDING_DIMENSIONS] += h & 0x100 ? weight : -weight;
}

/** The local embedding of `text` (all zeros when it has no meaningful word). */
export function localEmbedding(text: string, weight = 1): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  addText(vector, text, weight);
  return normalized(vector);
}

function addText(vector: number[], text: string, weight: number) {
  for (const word of words(text)) {
    add(vector, `w:${word}`, weight);
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++)
      add(vector, `t:${padded.slice(i, i + 3)}`, weight * 0.5);
  }
}

function normalized(vector: number[]): number[] {
  const length = Math.sqrt(vector.reduce((s, x) => s + x * x, 0));
  return length === 0 ? vector : vector.map((x) => x / length);
}

/** The text of a thread that is embedded: the title counts twice the body. */
export function threadText(title: string, content: string): string {
  return `${title}\n${title}\n${content}`.slice(0, 4000);
}

/** The local embedding of a thread (its title weighs twice its body). */
export function localThreadEmbedding(title: string, content: string): number[] {
  return localEmbedding(threadText(title, content));
}

/** The model in use: the hosted one when configured, else the local one. */
export function embeddingModel(): string {
  return env.openAiApiKey()
    ? `openai:${env.openAiEmbeddingModel()}`
    : LOCAL_MODEL;
}

/**
 * The embedding of `text` by the model in use (call from an action: the
 * hosted model is reached with `fetch`).
 */
export async function embed(text: string): Promise<number[]> {
  const key = env.openAiApiKey();
  if (!key) return localEmbedding(text);
  const response = await fetch(`${env.openAiBaseUrl()}/embeddings`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${key}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      model: env.openAiEmbeddingModel(),
      input: text,
      dimensions: EMBEDDING_DIMENSIONS,
    }),
  });
  if (!response.ok)
    throw new Error(`The embedding service answered ${response.status}`);
  const body = (await response.json()) as {
    data: { embedding: number[] }[];
  };
  return body.data[0].embedding;
}
