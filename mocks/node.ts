/** MSW server for Node tests: `server.listen({ onUnhandledRequest: "error" })` in beforeAll. */
import { setupServer } from "msw/node";
import { handlers } from "./api-contract";

export const server = setupServer(...handlers);
