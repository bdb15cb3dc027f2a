// Who may wait for the layer that joins after the first paint (the API and the sagas that call it): route modules
// other than the login page's (src/app/routes.tsx) wait for it, so no screen that reads the API renders before the
// API is there. The router is made before start-up provides the loader (main.tsx), so waiting starts with that.
let provide: (load: () => Promise<void>) => void = () => undefined;
const loader = new Promise<() => Promise<void>>((resolve) => {
  provide = resolve;
});

/** Called once by start-up (src/app/boot.ts) with what loads the late layer. */
export function provideLateLoader(load: () => Promise<void>): void {
  provide(load);
}

/** Settles once the API layer and the late sagas run. */
export function joinLate(): Promise<void> {
  return loader.then((load) => load());
}
