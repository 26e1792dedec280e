// Whether a page fits its window: what a phone user sees as "no sideways scrolling".
import assert from 'node:assert/strict';

/** How many pixels the page is wider than its viewport (0 or less: no sideways scrolling). */
const excess = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/**
 * Asserts the page has no sideways scrolling. Right after a resize the shell is still animating its navbar away (the
 * main area's padding shrinks over a few frames), so it waits up to two seconds for the layout to settle before it
 * fails; a page that stays too wide still fails, with how many pixels it sticks out.
 */
export async function assertFitsTheScreen(page, what) {
  await page.waitForFunction(`(${excess})() <= 0`, undefined, { timeout: 2000 }).catch(() => {});
  const pixels = await page.evaluate(excess);
  assert.ok(pixels <= 0, `${what} fits the screen (${pixels} px too wide)`);
}
