/** Waits until Chromium's DevTools answer on `port` (10 s at most), for Lighthouse to connect to. */
export async function waitForDevTools(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Chromium's DevTools did not answer on port ${port}`);
}
