/**
 * A modal dialog's backdrop, drawn by the dialog itself as a shadow spread over the whole viewport. Radix's
 * `Dialog.Overlay` would draw it, but brings react-remove-scroll, which injects a <style> element the
 * Content-Security-Policy refuses (style-src 'self': no nonce, no inline styles). The scroll lock is our static
 * rule in app/ui/global.css.ts; closing on an outside click and the focus trap are Radix's, on the content.
 * 100vmax past every edge covers the viewport from wherever the dialog sits in it.
 */
export const BACKDROP_SHADOW = "0 0 0 100vmax rgb(27 36 32 / 0.45)";
