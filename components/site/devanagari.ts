import { preload } from "react-dom";

// The Hindi face's file, the one app/[locale]/(public)/public.css declares, at the address the bundler
// publishes it under.
const href = new URL("../../assets/fonts/noto-sans-devanagari-400-subset.woff2", import.meta.url).pathname;

/**
 * Asks the browser to fetch the Hindi face with the page, so it is usually there before the first
 * paint: swapped in later, it would move the text around it. Hindi pages call it (their whole text
 * would move); English pages do not: their only Hindi, the scam ticker's line, keeps its height when
 * the face swaps in, and the preload would take a phone's bandwidth from the page's own files.
 */
export function preloadDevanagari() {
  preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
