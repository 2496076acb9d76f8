/** The SHA-256 of a text, as lowercase hex (a token kept only as its hash). */
export async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(text),
  );
  return Array.from(new Uint8Array(digest), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

/** The HMAC-SHA256 of `message` under `secret`, as lowercase hex (as Razorpay signs). */
export async function hmacSha256Hex(secret: string, message: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(message),
  );
  return Array.from(new Uint8Array(mac), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * Whether `signature` is the HMAC-SHA256 of `message` under `secret`,
 * compared in constant time (every character, whatever the first mismatch),
 * so the time taken tells a forger nothing.
 */
export async function verifyHmacSha256Hex(
  secret: string,
  message: string,
  signature: string,
) {
  const expected = await hmacSha256Hex(secret, message);
  const given = signature.toLowerCase();
  let diff = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++)
    diff |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  return diff === 0;
}
