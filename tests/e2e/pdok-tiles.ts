/**
 * PDOK's map tiles (the organisation page's small map, the social map) answered with a blank PNG, so e2e tests never
 * reach the internet and no tile load fails in the console. Shared by the organisation specs.
 */
import type { Page } from "@playwright/test";

const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export async function blankPdokTiles(page: Page) {
  await page
    .context()
    .route("https://service.pdok.nl/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: BLANK_PNG }));
}
