/**
 * A CSV export as a stream (ARCHITECTURE "CSV"): the byte-order mark and the header go out first, then each page of
 * rows as the client asks for more (a ReadableStream's `pull`), so a big export never sits whole in memory and the
 * first bytes leave before the last row is read. Cells are made by `csvRow` (contract/forms.ts: formula cells
 * neutralised). Used by every CSV the API serves: form submissions, the municipality report, the data viewer.
 */
import { CSV_BOM } from "../../contract/forms";

/**
 * `header`: the first line (csvRow). `nextPage`: the next rows as CSV text, or null when there are none left; it is
 * called once per read, never twice at the same time.
 */
export function csvStream(header: string, nextPage: () => Promise<string | null>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + header));
        return;
      }
      try {
        const page = await nextPage();
        if (page === null) controller.close();
        else controller.enqueue(encoder.encode(page));
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/** The stream as a download: UTF-8 CSV, an attachment named `fileName`, never cached. */
export function csvResponse(stream: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
