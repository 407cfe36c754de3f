import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, provided by entry.server. In the browser it is empty: browsers hide nonce
 * attributes after parsing, and hydrated scripts need none.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
