/**
 * Benchmark-only Worker (bench/auth.mjs runs it with `wrangler dev`): hashes a password `n` times with the
 * production KDF and answers when done. Workers freeze their clocks during CPU work, so the timing is taken by the
 * client: (time for n hashes − time for 0) / n.
 */
import { hashPassword } from "../../db/password";

export default {
  async fetch(request: Request): Promise<Response> {
    const n = Math.min(20, Math.max(0, Number(new URL(request.url).searchParams.get("n") ?? "1") || 0));
    let last = "";
    for (let i = 0; i < n; i++) last = await hashPassword("Welkom-2026!");
    return Response.json({ n, sample: last.slice(0, 30) });
  },
} satisfies ExportedHandler;
