import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered. Set on the server only: browsers
 * hide nonce attributes from scripts, so the client renders with an empty one.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
