import { createContext, useContext } from "react";

/**
 * Light mode's pictures (issue 16): when the root provides this, every picture
 * but the page's largest paint (`priority`) is left out of the page. One that
 * says something (its alt) becomes a text link to its file, labelled with this
 * (the locale's "View image"), so a grower on a slow link fetches only what
 * they ask for; a decorative one (empty alt) simply goes.
 */
export interface ImageLinks {
  label: string;
}

const ImageLinksContext = createContext<ImageLinks | null>(null);
export const ImageLinksProvider = ImageLinksContext.Provider;
export const useImageLinks = () => useContext(ImageLinksContext);
