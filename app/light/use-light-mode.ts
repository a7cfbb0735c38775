import { createContext, useContext } from "react";

/**
 * Whether this page is served light, decided once in the root loader
 * (./light-mode.server.ts) and provided by the root document: a context, so
 * components render the same inside and outside a router (unit tests).
 */
const LightModeContext = createContext(false);
export const LightModeProvider = LightModeContext.Provider;
export const useLightMode = () => useContext(LightModeContext);
