/**
 * Work the first screen does not need waits until it has rendered and the browser is idle: the
 * service worker, the background work and, on a page the server served, the database (app/boot.ts).
 * A phone's first paint then has the network and the main thread to itself.
 */

/** If the router never says so (a screen that failed), the work starts anyway after this long. */
const RENDER_WAIT_MS = 3_000;
/** An idle moment comes at the latest after this long, on a main thread that never rests. */
const IDLE_WAIT_MS = 1_000;

let rendered!: () => void;
const firstRender = new Promise<void>((resolve) => {
  rendered = resolve;
});

/** Called when the router has rendered the first screen (main.tsx). */
export function firstScreenRendered(): void {
  rendered();
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a short timeout lets the paint go first.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 50);
  });
}

const renderWait = new Promise<void>((resolve) => setTimeout(resolve, RENDER_WAIT_MS));

/** Resolves once the first screen has rendered and the browser is idle. */
export const afterFirstScreen: Promise<void> = Promise.race([firstRender, renderWait]).then(idle);
