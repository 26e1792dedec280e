// The restaurant app from outside the browser: waiting for restaurant to know a new subscription, and calling the
// app's API with the session a page opened (for what a journey prepares rather than shows).
import { baseUrl } from './browser.mjs';

/** Waits until restaurant has heard of the owner's subscription (billing's event crosses Kafka). */
export async function restaurantReady(owner) {
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      return await owner.api('/mb/restaurant/config/assignments');
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/** The restaurant app's session the page holds (after it opened the app), as a caller of the app's API. */
export async function restaurantAppApi(page) {
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('mb_restaurant_session') ?? 'null'));
  if (!session?.token) throw new Error('the page has not entered the restaurant app');
  return async (path, { method = 'GET', body } = {}) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok || answer.success === false) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
    return answer;
  };
}
