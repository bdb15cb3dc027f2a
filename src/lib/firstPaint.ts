// The login page's server-painted frame (server/http/loginFrame.ts): painted before any script, covering the page
// until the application has its own page on screen. The application removes it in the same commit that shows its
// page (a layout effect), so the two are never seen side by side and nothing moves.

/** The frame's element id; the server writes it, the application removes it. */
export const FIRST_PAINT_ID = 'first-paint';

/** Removes the frame when it is there (only /login served from the built client has one); safe to call again. */
export function takeOverFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * The login card's loading indicator (a turning ring beside words), drawn alike by the frame (server/http/loginFrame.ts)
 * and the application (src/components/FormLoading.tsx), so the card never sits blank while the form waits.
 */
export const FORM_LOADING = { ring: '1.25rem', stroke: '3px', turn: '0.9s' } as const;
