import { createContext, useContext } from "react";

/**
 * The request's CSP nonce, for the few tags that need it (Remix's scripts).
 * On the server it comes from the load context; in the browser it is "" —
 * browsers hide nonce values from the DOM, and hydration never adds scripts.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
