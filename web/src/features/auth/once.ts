// One-time links (verification, reset, auto-login) must be spent once per page view. React's
// StrictMode runs mount effects twice in development; both runs share the first run's promise. A
// failure is forgotten once it settles, so coming back to the link asks the server again.
const started = new Map<string, Promise<unknown>>();

export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let promise = started.get(key) as Promise<T> | undefined;
  if (promise === undefined) {
    const created = run();
    started.set(key, created);
    created.then(undefined, () => {
      if (started.get(key) === created) started.delete(key);
    });
    promise = created;
  }
  return promise;
}
