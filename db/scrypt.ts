/**
 * scrypt (RFC 7914) that really gives the isolate back while it hashes (ADR 0036).
 *
 * `@noble/hashes`' `scryptAsync` "yields" with `await (async () => {})()`: a microtask, so no timer, network or D1
 * callback of another request runs until the whole hash is done, and it decides when to yield with `Date.now()`,
 * which workerd freezes while JavaScript runs. Here the same ROMix (the Salsa20/8 core and BlockMix are noble's,
 * MIT licence, © Paul Miller) yields to the event loop (a macrotask) after every `YIELD_EVERY` BlockMix calls,
 * counted, not timed: ~1–2 ms of work at r=8. The result is bit-for-bit noble's `scrypt` (tested in
 * api/auth/password.test.ts).
 */
import { pbkdf2 } from "@noble/hashes/pbkdf2";
import { sha256 } from "@noble/hashes/sha2";

/** BlockMix calls between two yields (one call at r=8 is ~1–3 µs of CPU: a yield every ~1–2 ms). */
const YIELD_EVERY = 512;

/** A macrotask: lets I/O callbacks (other requests) run. `setImmediate` where there is one (Node), else a timer. */
const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => {
    const immediate = (globalThis as { setImmediate?: (cb: () => void) => unknown }).setImmediate;
    if (typeof immediate === "function") immediate(resolve);
    else setTimeout(resolve, 0);
  });

const rotl = (a: number, b: number) => (a << b) | (a >>> (32 - b));

// biome-ignore format: noble's unrolled Salsa20/8, kept as it is (the fastest of the six variants noble tried)
function xorAndSalsa(prev: Uint32Array, pi: number, input: Uint32Array, ii: number, out: Uint32Array, oi: number) {
    // Xor blocks
    const y00 = prev[pi++] ^ input[ii++], y01 = prev[pi++] ^ input[ii++];
    const y02 = prev[pi++] ^ input[ii++], y03 = prev[pi++] ^ input[ii++];
    const y04 = prev[pi++] ^ input[ii++], y05 = prev[pi++] ^ input[ii++];
    const y06 = prev[pi++] ^ input[ii++], y07 = prev[pi++] ^ input[ii++];
    const y08 = prev[pi++] ^ input[ii++], y09 = prev[pi++] ^ input[ii++];
    const y10 = prev[pi++] ^ input[ii++], y11 = prev[pi++] ^ input[ii++];
    const y12 = prev[pi++] ^ input[ii++], y13 = prev[pi++] ^ input[ii++];
    const y14 = prev[pi++] ^ input[ii++], y15 = prev[pi++] ^ input[ii++];
    // Save state to temporary variables (salsa)
    let x00 = y00, x01 = y01, x02 = y02, x03 = y03, x04 = y04, x05 = y05, x06 = y06, x07 = y07, x08 = y08, x09 = y09, x10 = y10, x11 = y11, x12 = y12, x13 = y13, x14 = y14, x15 = y15;
    // Main loop (salsa)
    for (let i = 0; i < 8; i += 2) {
        x04 ^= rotl(x00 + x12 | 0, 7);
        x08 ^= rotl(x04 + x00 | 0, 9);
        x12 ^= rotl(x08 + x04 | 0, 13);
        x00 ^= rotl(x12 + x08 | 0, 18);
        x09 ^= rotl(x05 + x01 | 0, 7);
        x13 ^= rotl(x09 + x05 | 0, 9);
        x01 ^= rotl(x13 + x09 | 0, 13);
        x05 ^= rotl(x01 + x13 | 0, 18);
        x14 ^= rotl(x10 + x06 | 0, 7);
        x02 ^= rotl(x14 + x10 | 0, 9);
        x06 ^= rotl(x02 + x14 | 0, 13);
        x10 ^= rotl(x06 + x02 | 0, 18);
        x03 ^= rotl(x15 + x11 | 0, 7);
        x07 ^= rotl(x03 + x15 | 0, 9);
        x11 ^= rotl(x07 + x03 | 0, 13);
        x15 ^= rotl(x11 + x07 | 0, 18);
        x01 ^= rotl(x00 + x03 | 0, 7);
        x02 ^= rotl(x01 + x00 | 0, 9);
        x03 ^= rotl(x02 + x01 | 0, 13);
        x00 ^= rotl(x03 + x02 | 0, 18);
        x06 ^= rotl(x05 + x04 | 0, 7);
        x07 ^= rotl(x06 + x05 | 0, 9);
        x04 ^= rotl(x07 + x06 | 0, 13);
        x05 ^= rotl(x04 + x07 | 0, 18);
        x11 ^= rotl(x10 + x09 | 0, 7);
        x08 ^= rotl(x11 + x10 | 0, 9);
        x09 ^= rotl(x08 + x11 | 0, 13);
        x10 ^= rotl(x09 + x08 | 0, 18);
        x12 ^= rotl(x15 + x14 | 0, 7);
        x13 ^= rotl(x12 + x15 | 0, 9);
        x14 ^= rotl(x13 + x12 | 0, 13);
        x15 ^= rotl(x14 + x13 | 0, 18);
    }
    // Write output (salsa)
    out[oi++] = (y00 + x00) | 0;
    out[oi++] = (y01 + x01) | 0;
    out[oi++] = (y02 + x02) | 0;
    out[oi++] = (y03 + x03) | 0;
    out[oi++] = (y04 + x04) | 0;
    out[oi++] = (y05 + x05) | 0;
    out[oi++] = (y06 + x06) | 0;
    out[oi++] = (y07 + x07) | 0;
    out[oi++] = (y08 + x08) | 0;
    out[oi++] = (y09 + x09) | 0;
    out[oi++] = (y10 + x10) | 0;
    out[oi++] = (y11 + x11) | 0;
    out[oi++] = (y12 + x12) | 0;
    out[oi++] = (y13 + x13) | 0;
    out[oi++] = (y14 + x14) | 0;
    out[oi++] = (y15 + x15) | 0;
}

function blockMix(input: Uint32Array, ii: number, out: Uint32Array, oi: number, r: number) {
  let head = oi;
  let tail = oi + 16 * r;
  for (let i = 0; i < 16; i++) out[tail + i] = input[ii + (2 * r - 1) * 16 + i];
  for (let i = 0; i < r; i++, head += 16, ii += 16) {
    xorAndSalsa(out, tail, input, ii, out, head);
    if (i > 0) tail += 16;
    ii += 16;
    xorAndSalsa(out, head, input, ii, out, tail);
  }
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const swap32 = (words: Uint32Array) => {
  if (littleEndian) return;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    words[i] = ((w << 24) & 0xff000000) | ((w << 8) & 0xff0000) | ((w >>> 8) & 0xff00) | ((w >>> 24) & 0xff);
  }
};

export interface ScryptOptions {
  N: number;
  r: number;
  p: number;
  dkLen: number;
}

/** scrypt(password, salt) like noble's `scrypt`, yielding to the event loop every few milliseconds. */
export async function scryptYielding(
  password: string | Uint8Array,
  salt: Uint8Array,
  { N, r, p, dkLen }: ScryptOptions,
): Promise<Uint8Array> {
  if (N <= 1 || (N & (N - 1)) !== 0 || N > 2 ** 22) throw new Error("scrypt: N must be a power of 2 in 2..2^22");
  if (!(r >= 1 && p >= 1 && dkLen >= 1)) throw new Error("scrypt: r, p and dkLen must be positive");
  const blockSize = 128 * r;
  const blockSize32 = blockSize / 4;
  const B = pbkdf2(sha256, password, salt, { c: 1, dkLen: blockSize * p });
  const B32 = new Uint32Array(B.buffer, B.byteOffset, B.byteLength / 4);
  const V = new Uint32Array(blockSize32 * N);
  const tmp = new Uint32Array(blockSize32);
  let sinceYield = 0;
  swap32(B32);
  for (let pi = 0; pi < p; pi++) {
    const Pi = blockSize32 * pi;
    for (let i = 0; i < blockSize32; i++) V[i] = B32[Pi + i];
    for (let i = 0; i < N - 1; i++) {
      blockMix(V, i * blockSize32, V, (i + 1) * blockSize32, r);
      if (++sinceYield === YIELD_EVERY) {
        sinceYield = 0;
        await yieldToEventLoop();
      }
    }
    blockMix(V, (N - 1) * blockSize32, B32, Pi, r);
    for (let i = 0; i < N; i++) {
      const j = B32[Pi + blockSize32 - 16] % N;
      for (let k = 0; k < blockSize32; k++) tmp[k] = B32[Pi + k] ^ V[j * blockSize32 + k];
      blockMix(tmp, 0, B32, Pi, r);
      if (++sinceYield === YIELD_EVERY) {
        sinceYield = 0;
        await yieldToEventLoop();
      }
    }
  }
  swap32(B32);
  const key = pbkdf2(sha256, password, B, { c: 1, dkLen });
  B.fill(0);
  V.fill(0);
  tmp.fill(0);
  return key;
}
