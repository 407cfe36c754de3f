/** The data viewer's screen (ADR 0071); its export is `${VIEWER_PATH}/export.csv`. Isomorphic. */
export const VIEWER_PATH = "/admin/data-viewer";
