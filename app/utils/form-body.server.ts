/**
 * Every action of the site reads a browser form: `application/x-www-form-urlencoded` or `multipart/form-data`
 * (JavaScript-enhanced submissions send the same). Anything else — JSON, text/plain, no body type, a multipart body
 * without or with a broken boundary — would make `request.formData()` throw inside the action (a 500). The action
 * guard (access.server.ts) asks this first, so every action answers such a request with a 4xx instead.
 */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The reason a request's body cannot be read as a form (415, 400), or null when it can. */
export async function unreadableFormBody(request: Request): Promise<Response | null> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) {
    return textResponse(
      415,
      "Unsupported Media Type: send the form as application/x-www-form-urlencoded or multipart/form-data.",
    );
  }
  if (mediaType === "multipart/form-data") {
    // Parsed once on a copy: a missing boundary, a body that does not match it or a truncated part fails here.
    try {
      await request.clone().formData();
    } catch {
      return textResponse(400, "Bad Request: the form body could not be read.");
    }
  }
  return null;
}

function textResponse(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
